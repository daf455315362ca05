#ifndef LINUXABI_ARCH_SYSCALL_H
#define LINUXABI_ARCH_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: the system call numbers of sparc64, in the
 * kernel's order.  The 64-bit sparc numbers.
 */

#define LINUXABI_SYS_restart_syscall          0
#define LINUXABI_SYS_exit                     1
#define LINUXABI_SYS_fork                     2
#define LINUXABI_SYS_read                     3
#define LINUXABI_SYS_write                    4
#define LINUXABI_SYS_open                     5
#define LINUXABI_SYS_close                    6
#define LINUXABI_SYS_wait4                    7
#define LINUXABI_SYS_creat                    8
#define LINUXABI_SYS_link                     9
#define LINUXABI_SYS_unlink                   10
#define LINUXABI_SYS_execv                    11  /* not on 64-bit sparc: ENOSYS */
#define LINUXABI_SYS_chdir                    12
#define LINUXABI_SYS_chown                    13
#define LINUXABI_SYS_mknod                    14
#define LINUXABI_SYS_chmod                    15
#define LINUXABI_SYS_lchown                   16
#define LINUXABI_SYS_brk                      17
#define LINUXABI_SYS_perfctr                  18  /* never implemented: ENOSYS */
#define LINUXABI_SYS_lseek                    19
#define LINUXABI_SYS_getpid                   20
#define LINUXABI_SYS_capget                   21
#define LINUXABI_SYS_capset                   22
#define LINUXABI_SYS_setuid                   23
#define LINUXABI_SYS_getuid                   24
#define LINUXABI_SYS_vmsplice                 25
#define LINUXABI_SYS_ptrace                   26
#define LINUXABI_SYS_alarm                    27
#define LINUXABI_SYS_sigaltstack              28
#define LINUXABI_SYS_pause                    29  /* not on 64-bit sparc: ENOSYS */
#define LINUXABI_SYS_utime                    30
#define LINUXABI_SYS_access                   33
#define LINUXABI_SYS_nice                     34
#define LINUXABI_SYS_sync                     36
#define LINUXABI_SYS_kill                     37
#define LINUXABI_SYS_stat                     38
#define LINUXABI_SYS_sendfile                 39
#define LINUXABI_SYS_lstat                    40
#define LINUXABI_SYS_dup                      41
#define LINUXABI_SYS_pipe                     42  /* returns both fds in registers */
#define LINUXABI_SYS_times                    43
#define LINUXABI_SYS_umount2                  45
#define LINUXABI_SYS_setgid                   46
#define LINUXABI_SYS_getgid                   47
#define LINUXABI_SYS_signal                   48  /* old signal(2) entry point */
#define LINUXABI_SYS_geteuid                  49
#define LINUXABI_SYS_getegid                  50
#define LINUXABI_SYS_acct                     51
#define LINUXABI_SYS_memory_ordering          52  /* sparc: set the memory model */
#define LINUXABI_SYS_ioctl                    54
#define LINUXABI_SYS_reboot                   55
#define LINUXABI_SYS_symlink                  57
#define LINUXABI_SYS_readlink                 58
#define LINUXABI_SYS_execve                   59
#define LINUXABI_SYS_umask                    60
#define LINUXABI_SYS_chroot                   61
#define LINUXABI_SYS_fstat                    62
#define LINUXABI_SYS_fstat64                  63
#define LINUXABI_SYS_getpagesize              64
#define LINUXABI_SYS_msync                    65
#define LINUXABI_SYS_vfork                    66
#define LINUXABI_SYS_pread64                  67
#define LINUXABI_SYS_pwrite64                 68
#define LINUXABI_SYS_mmap                     71
#define LINUXABI_SYS_munmap                   73
#define LINUXABI_SYS_mprotect                 74
#define LINUXABI_SYS_madvise                  75
#define LINUXABI_SYS_vhangup                  76
#define LINUXABI_SYS_mincore                  78
#define LINUXABI_SYS_getgroups                79
#define LINUXABI_SYS_setgroups                80
#define LINUXABI_SYS_getpgrp                  81
#define LINUXABI_SYS_setitimer                83
#define LINUXABI_SYS_swapon                   85
#define LINUXABI_SYS_getitimer                86
#define LINUXABI_SYS_sethostname              88
#define LINUXABI_SYS_dup2                     90
#define LINUXABI_SYS_fcntl                    92
#define LINUXABI_SYS_select                   93
#define LINUXABI_SYS_fsync                    95
#define LINUXABI_SYS_setpriority              96
#define LINUXABI_SYS_socket                   97
#define LINUXABI_SYS_connect                  98
#define LINUXABI_SYS_accept                   99
#define LINUXABI_SYS_getpriority              100
#define LINUXABI_SYS_rt_sigreturn             101
#define LINUXABI_SYS_rt_sigaction             102
#define LINUXABI_SYS_rt_sigprocmask           103
#define LINUXABI_SYS_rt_sigpending            104
#define LINUXABI_SYS_rt_sigtimedwait          105
#define LINUXABI_SYS_rt_sigqueueinfo          106
#define LINUXABI_SYS_rt_sigsuspend            107
#define LINUXABI_SYS_setresuid                108
#define LINUXABI_SYS_getresuid                109
#define LINUXABI_SYS_setresgid                110
#define LINUXABI_SYS_getresgid                111
#define LINUXABI_SYS_recvmsg                  113
#define LINUXABI_SYS_sendmsg                  114
#define LINUXABI_SYS_gettimeofday             116
#define LINUXABI_SYS_getrusage                117
#define LINUXABI_SYS_getsockopt               118
#define LINUXABI_SYS_getcwd                   119
#define LINUXABI_SYS_readv                    120
#define LINUXABI_SYS_writev                   121
#define LINUXABI_SYS_settimeofday             122
#define LINUXABI_SYS_fchown                   123
#define LINUXABI_SYS_fchmod                   124
#define LINUXABI_SYS_recvfrom                 125
#define LINUXABI_SYS_setreuid                 126
#define LINUXABI_SYS_setregid                 127
#define LINUXABI_SYS_rename                   128
#define LINUXABI_SYS_truncate                 129
#define LINUXABI_SYS_ftruncate                130
#define LINUXABI_SYS_flock                    131
#define LINUXABI_SYS_lstat64                  132
#define LINUXABI_SYS_sendto                   133
#define LINUXABI_SYS_shutdown                 134
#define LINUXABI_SYS_socketpair               135
#define LINUXABI_SYS_mkdir                    136
#define LINUXABI_SYS_rmdir                    137
#define LINUXABI_SYS_utimes                   138
#define LINUXABI_SYS_stat64                   139
#define LINUXABI_SYS_sendfile64               140
#define LINUXABI_SYS_getpeername              141
#define LINUXABI_SYS_futex                    142
#define LINUXABI_SYS_gettid                   143
#define LINUXABI_SYS_getrlimit                144
#define LINUXABI_SYS_setrlimit                145
#define LINUXABI_SYS_pivot_root               146
#define LINUXABI_SYS_prctl                    147
#define LINUXABI_SYS_pciconfig_read           148
#define LINUXABI_SYS_pciconfig_write          149
#define LINUXABI_SYS_getsockname              150
#define LINUXABI_SYS_inotify_init             151
#define LINUXABI_SYS_inotify_add_watch        152
#define LINUXABI_SYS_poll                     153
#define LINUXABI_SYS_getdents64               154
#define LINUXABI_SYS_inotify_rm_watch         156
#define LINUXABI_SYS_statfs                   157
#define LINUXABI_SYS_fstatfs                  158
#define LINUXABI_SYS_umount                   159 /* umount(2) without flags (umount2) */
#define LINUXABI_SYS_sched_set_affinity       160 /* old number of sched_setaffinity */
#define LINUXABI_SYS_sched_get_affinity       161 /* old number of sched_getaffinity */
#define LINUXABI_SYS_getdomainname            162
#define LINUXABI_SYS_setdomainname            163
#define LINUXABI_SYS_utrap_install            164 /* sparc: install a user trap handler */
#define LINUXABI_SYS_quotactl                 165
#define LINUXABI_SYS_set_tid_address          166
#define LINUXABI_SYS_mount                    167
#define LINUXABI_SYS_ustat                    168
#define LINUXABI_SYS_setxattr                 169
#define LINUXABI_SYS_lsetxattr                170
#define LINUXABI_SYS_fsetxattr                171
#define LINUXABI_SYS_getxattr                 172
#define LINUXABI_SYS_lgetxattr                173
#define LINUXABI_SYS_getdents                 174
#define LINUXABI_SYS_setsid                   175
#define LINUXABI_SYS_fchdir                   176
#define LINUXABI_SYS_fgetxattr                177
#define LINUXABI_SYS_listxattr                178
#define LINUXABI_SYS_llistxattr               179
#define LINUXABI_SYS_flistxattr               180
#define LINUXABI_SYS_removexattr              181
#define LINUXABI_SYS_lremovexattr             182
#define LINUXABI_SYS_sigpending               183 /* not on 64-bit sparc: ENOSYS */
#define LINUXABI_SYS_query_module             184 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_setpgid                  185
#define LINUXABI_SYS_fremovexattr             186
#define LINUXABI_SYS_tkill                    187
#define LINUXABI_SYS_exit_group               188
#define LINUXABI_SYS_uname                    189
#define LINUXABI_SYS_init_module              190
#define LINUXABI_SYS_personality              191
#define LINUXABI_SYS_remap_file_pages         192
#define LINUXABI_SYS_epoll_create             193
#define LINUXABI_SYS_epoll_ctl                194
#define LINUXABI_SYS_epoll_wait               195
#define LINUXABI_SYS_ioprio_set               196
#define LINUXABI_SYS_getppid                  197
#define LINUXABI_SYS_sigaction                198 /* not on 64-bit sparc: ENOSYS */
#define LINUXABI_SYS_sgetmask                 199 /* old 32-signal blocked mask */
#define LINUXABI_SYS_ssetmask                 200 /* old 32-signal blocked mask */
#define LINUXABI_SYS_sigsuspend               201 /* not on 64-bit sparc: ENOSYS */
#define LINUXABI_SYS_oldlstat                 202 /* old lstat(2) entry point */
#define LINUXABI_SYS_uselib                   203 /* load an a.out shared library (obsolete) */
#define LINUXABI_SYS_readdir                  204 /* not on 64-bit sparc: ENOSYS */
#define LINUXABI_SYS_readahead                205
#define LINUXABI_SYS_socketcall               206 /* old multiplexer of the socket calls */
#define LINUXABI_SYS_syslog                   207
#define LINUXABI_SYS_lookup_dcookie           208 /* removed with oprofile: ENOSYS */
#define LINUXABI_SYS_fadvise64                209
#define LINUXABI_SYS_fadvise64_64             210 /* fadvise64 with a 64-bit length */
#define LINUXABI_SYS_tgkill                   211
#define LINUXABI_SYS_waitpid                  212
#define LINUXABI_SYS_swapoff                  213
#define LINUXABI_SYS_sysinfo                  214
#define LINUXABI_SYS_ipc                      215 /* old multiplexer of the System V IPC calls */
#define LINUXABI_SYS_sigreturn                216 /* not on 64-bit sparc: ENOSYS */
#define LINUXABI_SYS_clone                    217
#define LINUXABI_SYS_ioprio_get               218
#define LINUXABI_SYS_adjtimex                 219
#define LINUXABI_SYS_sigprocmask              220 /* not on 64-bit sparc: ENOSYS */
#define LINUXABI_SYS_create_module            221 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_delete_module            222
#define LINUXABI_SYS_get_kernel_syms          223 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_getpgid                  224
#define LINUXABI_SYS_bdflush                  225 /* old buffer-flush control (obsolete) */
#define LINUXABI_SYS_sysfs                    226 /* file-system type information (obsolete) */
#define LINUXABI_SYS_afs_syscall              227 /* never implemented: ENOSYS */
#define LINUXABI_SYS_setfsuid                 228
#define LINUXABI_SYS_setfsgid                 229
#define LINUXABI_SYS_newselect                230 /* select(2), five arguments */
#define LINUXABI_SYS_splice                   232
#define LINUXABI_SYS_stime                    233
#define LINUXABI_SYS_statfs64                 234
#define LINUXABI_SYS_fstatfs64                235
#define LINUXABI_SYS_llseek                   236 /* lseek with a 64-bit offset in two halves */
#define LINUXABI_SYS_mlock                    237
#define LINUXABI_SYS_munlock                  238
#define LINUXABI_SYS_mlockall                 239
#define LINUXABI_SYS_munlockall               240
#define LINUXABI_SYS_sched_setparam           241
#define LINUXABI_SYS_sched_getparam           242
#define LINUXABI_SYS_sched_setscheduler       243
#define LINUXABI_SYS_sched_getscheduler       244
#define LINUXABI_SYS_sched_yield              245
#define LINUXABI_SYS_sched_get_priority_max   246
#define LINUXABI_SYS_sched_get_priority_min   247
#define LINUXABI_SYS_sched_rr_get_interval    248
#define LINUXABI_SYS_nanosleep                249
#define LINUXABI_SYS_mremap                   250
#define LINUXABI_SYS_sysctl                   251 /* binary sysctl(2): removed, ENOSYS */
#define LINUXABI_SYS_getsid                   252
#define LINUXABI_SYS_fdatasync                253
#define LINUXABI_SYS_nfsservctl               254 /* removed in 3.1: ENOSYS */
#define LINUXABI_SYS_sync_file_range          255
#define LINUXABI_SYS_clock_settime            256
#define LINUXABI_SYS_clock_gettime            257
#define LINUXABI_SYS_clock_getres             258
#define LINUXABI_SYS_clock_nanosleep          259
#define LINUXABI_SYS_sched_getaffinity        260
#define LINUXABI_SYS_sched_setaffinity        261
#define LINUXABI_SYS_timer_settime            262
#define LINUXABI_SYS_timer_gettime            263
#define LINUXABI_SYS_timer_getoverrun         264
#define LINUXABI_SYS_timer_delete             265
#define LINUXABI_SYS_timer_create             266
#define LINUXABI_SYS_vserver                  267 /* never implemented: ENOSYS */
#define LINUXABI_SYS_io_setup                 268
#define LINUXABI_SYS_io_destroy               269
#define LINUXABI_SYS_io_submit                270
#define LINUXABI_SYS_io_cancel                271
#define LINUXABI_SYS_io_getevents             272
#define LINUXABI_SYS_mq_open                  273
#define LINUXABI_SYS_mq_unlink                274
#define LINUXABI_SYS_mq_timedsend             275
#define LINUXABI_SYS_mq_timedreceive          276
#define LINUXABI_SYS_mq_notify                277
#define LINUXABI_SYS_mq_getsetattr            278
#define LINUXABI_SYS_waitid                   279
#define LINUXABI_SYS_tee                      280
#define LINUXABI_SYS_add_key                  281
#define LINUXABI_SYS_request_key              282
#define LINUXABI_SYS_keyctl                   283
#define LINUXABI_SYS_openat                   284
#define LINUXABI_SYS_mkdirat                  285
#define LINUXABI_SYS_mknodat                  286
#define LINUXABI_SYS_fchownat                 287
#define LINUXABI_SYS_futimesat                288
#define LINUXABI_SYS_fstatat64                289
#define LINUXABI_SYS_unlinkat                 290
#define LINUXABI_SYS_renameat                 291
#define LINUXABI_SYS_linkat                   292
#define LINUXABI_SYS_symlinkat                293
#define LINUXABI_SYS_readlinkat               294
#define LINUXABI_SYS_fchmodat                 295
#define LINUXABI_SYS_faccessat                296
#define LINUXABI_SYS_pselect6                 297
#define LINUXABI_SYS_ppoll                    298
#define LINUXABI_SYS_unshare                  299
#define LINUXABI_SYS_set_robust_list          300
#define LINUXABI_SYS_get_robust_list          301
#define LINUXABI_SYS_migrate_pages            302
#define LINUXABI_SYS_mbind                    303
#define LINUXABI_SYS_get_mempolicy            304
#define LINUXABI_SYS_set_mempolicy            305
#define LINUXABI_SYS_kexec_load               306
#define LINUXABI_SYS_move_pages               307
#define LINUXABI_SYS_getcpu                   308
#define LINUXABI_SYS_epoll_pwait              309
#define LINUXABI_SYS_utimensat                310
#define LINUXABI_SYS_signalfd                 311
#define LINUXABI_SYS_timerfd_create           312
#define LINUXABI_SYS_eventfd                  313
#define LINUXABI_SYS_fallocate                314
#define LINUXABI_SYS_timerfd_settime          315
#define LINUXABI_SYS_timerfd_gettime          316
#define LINUXABI_SYS_signalfd4                317
#define LINUXABI_SYS_eventfd2                 318
#define LINUXABI_SYS_epoll_create1            319
#define LINUXABI_SYS_dup3                     320
#define LINUXABI_SYS_pipe2                    321
#define LINUXABI_SYS_inotify_init1            322
#define LINUXABI_SYS_accept4                  323
#define LINUXABI_SYS_preadv                   324
#define LINUXABI_SYS_pwritev                  325
#define LINUXABI_SYS_rt_tgsigqueueinfo        326
#define LINUXABI_SYS_perf_event_open          327
#define LINUXABI_SYS_recvmmsg                 328
#define LINUXABI_SYS_fanotify_init            329
#define LINUXABI_SYS_fanotify_mark            330
#define LINUXABI_SYS_prlimit64                331
#define LINUXABI_SYS_name_to_handle_at        332
#define LINUXABI_SYS_open_by_handle_at        333
#define LINUXABI_SYS_clock_adjtime            334
#define LINUXABI_SYS_syncfs                   335
#define LINUXABI_SYS_sendmmsg                 336
#define LINUXABI_SYS_setns                    337
#define LINUXABI_SYS_process_vm_readv         338
#define LINUXABI_SYS_process_vm_writev        339
#define LINUXABI_SYS_kern_features            340 /* sparc: which kernel features exist */
#define LINUXABI_SYS_kcmp                     341
#define LINUXABI_SYS_finit_module             342
#define LINUXABI_SYS_sched_setattr            343
#define LINUXABI_SYS_sched_getattr            344
#define LINUXABI_SYS_renameat2                345
#define LINUXABI_SYS_seccomp                  346
#define LINUXABI_SYS_getrandom                347
#define LINUXABI_SYS_memfd_create             348
#define LINUXABI_SYS_bpf                      349
#define LINUXABI_SYS_execveat                 350
#define LINUXABI_SYS_membarrier               351
#define LINUXABI_SYS_userfaultfd              352
#define LINUXABI_SYS_bind                     353
#define LINUXABI_SYS_listen                   354
#define LINUXABI_SYS_setsockopt               355
#define LINUXABI_SYS_mlock2                   356
#define LINUXABI_SYS_copy_file_range          357
#define LINUXABI_SYS_preadv2                  358
#define LINUXABI_SYS_pwritev2                 359
#define LINUXABI_SYS_statx                    360
#define LINUXABI_SYS_io_pgetevents            361
#define LINUXABI_SYS_pkey_mprotect            362
#define LINUXABI_SYS_pkey_alloc               363
#define LINUXABI_SYS_pkey_free                364
#define LINUXABI_SYS_rseq                     365
#define LINUXABI_SYS_semtimedop               392
#define LINUXABI_SYS_semget                   393
#define LINUXABI_SYS_semctl                   394
#define LINUXABI_SYS_shmget                   395
#define LINUXABI_SYS_shmctl                   396
#define LINUXABI_SYS_shmat                    397
#define LINUXABI_SYS_shmdt                    398
#define LINUXABI_SYS_msgget                   399
#define LINUXABI_SYS_msgsnd                   400
#define LINUXABI_SYS_msgrcv                   401
#define LINUXABI_SYS_msgctl                   402
#define LINUXABI_SYS_pidfd_send_signal        424
#define LINUXABI_SYS_io_uring_setup           425
#define LINUXABI_SYS_io_uring_enter           426
#define LINUXABI_SYS_io_uring_register        427
#define LINUXABI_SYS_open_tree                428
#define LINUXABI_SYS_move_mount               429
#define LINUXABI_SYS_fsopen                   430
#define LINUXABI_SYS_fsconfig                 431
#define LINUXABI_SYS_fsmount                  432
#define LINUXABI_SYS_fspick                   433
#define LINUXABI_SYS_pidfd_open               434
#define LINUXABI_SYS_clone3                   435
#define LINUXABI_SYS_close_range              436
#define LINUXABI_SYS_openat2                  437
#define LINUXABI_SYS_pidfd_getfd              438
#define LINUXABI_SYS_faccessat2               439
#define LINUXABI_SYS_process_madvise          440
#define LINUXABI_SYS_epoll_pwait2             441
#define LINUXABI_SYS_mount_setattr            442
#define LINUXABI_SYS_quotactl_fd              443
#define LINUXABI_SYS_landlock_create_ruleset  444
#define LINUXABI_SYS_landlock_add_rule        445
#define LINUXABI_SYS_landlock_restrict_self   446
#define LINUXABI_SYS_process_mrelease         448
#define LINUXABI_SYS_futex_waitv              449
#define LINUXABI_SYS_set_mempolicy_home_node  450
#define LINUXABI_SYS_cachestat                451
#define LINUXABI_SYS_fchmodat2                452
#define LINUXABI_SYS_map_shadow_stack         453
#define LINUXABI_SYS_futex_wake               454
#define LINUXABI_SYS_futex_wait               455
#define LINUXABI_SYS_futex_requeue            456
#define LINUXABI_SYS_statmount                457
#define LINUXABI_SYS_listmount                458
#define LINUXABI_SYS_lsm_get_self_attr        459
#define LINUXABI_SYS_lsm_set_self_attr        460
#define LINUXABI_SYS_lsm_list_modules         461
#define LINUXABI_SYS_mseal                    462
#define LINUXABI_SYS_setxattrat               463
#define LINUXABI_SYS_getxattrat               464
#define LINUXABI_SYS_listxattrat              465
#define LINUXABI_SYS_removexattrat            466
#define LINUXABI_SYS_open_tree_attr           467
#define LINUXABI_SYS_file_getattr             468
#define LINUXABI_SYS_file_setattr             469
#define LINUXABI_SYS_listns                   470
#define LINUXABI_SYS_rseq_slice_yield         471

#endif
