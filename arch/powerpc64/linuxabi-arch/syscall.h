#ifndef LINUXABI_ARCH_SYSCALL_H
#define LINUXABI_ARCH_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: the system call numbers of powerpc64, in the
 * kernel's order.  The 64-bit powerpc numbers (both byte orders).
 */

#define LINUXABI_SYS_restart_syscall          0
#define LINUXABI_SYS_exit                     1
#define LINUXABI_SYS_fork                     2
#define LINUXABI_SYS_read                     3
#define LINUXABI_SYS_write                    4
#define LINUXABI_SYS_open                     5
#define LINUXABI_SYS_close                    6
#define LINUXABI_SYS_waitpid                  7
#define LINUXABI_SYS_creat                    8
#define LINUXABI_SYS_link                     9
#define LINUXABI_SYS_unlink                   10
#define LINUXABI_SYS_execve                   11
#define LINUXABI_SYS_chdir                    12
#define LINUXABI_SYS_time                     13
#define LINUXABI_SYS_mknod                    14
#define LINUXABI_SYS_chmod                    15
#define LINUXABI_SYS_lchown                   16
#define LINUXABI_SYS_break                    17  /* never implemented: ENOSYS */
#define LINUXABI_SYS_oldstat                  18  /* old stat(2) entry point */
#define LINUXABI_SYS_lseek                    19
#define LINUXABI_SYS_getpid                   20
#define LINUXABI_SYS_mount                    21
#define LINUXABI_SYS_umount                   22  /* umount(2) without flags (umount2) */
#define LINUXABI_SYS_setuid                   23
#define LINUXABI_SYS_getuid                   24
#define LINUXABI_SYS_stime                    25
#define LINUXABI_SYS_ptrace                   26
#define LINUXABI_SYS_alarm                    27
#define LINUXABI_SYS_oldfstat                 28  /* old fstat(2) entry point */
#define LINUXABI_SYS_pause                    29
#define LINUXABI_SYS_utime                    30
#define LINUXABI_SYS_stty                     31  /* never implemented: ENOSYS */
#define LINUXABI_SYS_gtty                     32  /* never implemented: ENOSYS */
#define LINUXABI_SYS_access                   33
#define LINUXABI_SYS_nice                     34
#define LINUXABI_SYS_ftime                    35  /* never implemented: ENOSYS */
#define LINUXABI_SYS_sync                     36
#define LINUXABI_SYS_kill                     37
#define LINUXABI_SYS_rename                   38
#define LINUXABI_SYS_mkdir                    39
#define LINUXABI_SYS_rmdir                    40
#define LINUXABI_SYS_dup                      41
#define LINUXABI_SYS_pipe                     42
#define LINUXABI_SYS_times                    43
#define LINUXABI_SYS_prof                     44  /* never implemented: ENOSYS */
#define LINUXABI_SYS_brk                      45
#define LINUXABI_SYS_setgid                   46
#define LINUXABI_SYS_getgid                   47
#define LINUXABI_SYS_signal                   48  /* old signal(2) entry point */
#define LINUXABI_SYS_geteuid                  49
#define LINUXABI_SYS_getegid                  50
#define LINUXABI_SYS_acct                     51
#define LINUXABI_SYS_umount2                  52
#define LINUXABI_SYS_lock                     53  /* never implemented: ENOSYS */
#define LINUXABI_SYS_ioctl                    54
#define LINUXABI_SYS_fcntl                    55
#define LINUXABI_SYS_mpx                      56  /* never implemented: ENOSYS */
#define LINUXABI_SYS_setpgid                  57
#define LINUXABI_SYS_ulimit                   58  /* never implemented: ENOSYS */
#define LINUXABI_SYS_oldolduname              59  /* uname(2) with the oldest struct utsname */
#define LINUXABI_SYS_umask                    60
#define LINUXABI_SYS_chroot                   61
#define LINUXABI_SYS_ustat                    62
#define LINUXABI_SYS_dup2                     63
#define LINUXABI_SYS_getppid                  64
#define LINUXABI_SYS_getpgrp                  65
#define LINUXABI_SYS_setsid                   66
#define LINUXABI_SYS_sigaction                67  /* 32-signal mask: rt_sigaction is current */
#define LINUXABI_SYS_sgetmask                 68  /* old 32-signal blocked mask */
#define LINUXABI_SYS_ssetmask                 69  /* old 32-signal blocked mask */
#define LINUXABI_SYS_setreuid                 70
#define LINUXABI_SYS_setregid                 71
#define LINUXABI_SYS_sigsuspend               72  /* 32-signal mask: rt_sigsuspend is current */
#define LINUXABI_SYS_sigpending               73  /* 32-signal mask: rt_sigpending is current */
#define LINUXABI_SYS_sethostname              74
#define LINUXABI_SYS_setrlimit                75
#define LINUXABI_SYS_getrlimit                76  /* old getrlimit(2): limits clipped to 31 bits */
#define LINUXABI_SYS_getrusage                77
#define LINUXABI_SYS_gettimeofday             78
#define LINUXABI_SYS_settimeofday             79
#define LINUXABI_SYS_getgroups                80
#define LINUXABI_SYS_setgroups                81
#define LINUXABI_SYS_select                   82  /* not on 64-bit powerpc: ENOSYS */
#define LINUXABI_SYS_symlink                  83
#define LINUXABI_SYS_oldlstat                 84  /* old lstat(2) entry point */
#define LINUXABI_SYS_readlink                 85
#define LINUXABI_SYS_uselib                   86  /* load an a.out shared library (obsolete) */
#define LINUXABI_SYS_swapon                   87
#define LINUXABI_SYS_reboot                   88
#define LINUXABI_SYS_readdir                  89  /* old readdir: one entry a call (getdents64) */
#define LINUXABI_SYS_mmap                     90
#define LINUXABI_SYS_munmap                   91
#define LINUXABI_SYS_truncate                 92
#define LINUXABI_SYS_ftruncate                93
#define LINUXABI_SYS_fchmod                   94
#define LINUXABI_SYS_fchown                   95
#define LINUXABI_SYS_getpriority              96
#define LINUXABI_SYS_setpriority              97
#define LINUXABI_SYS_profil                   98  /* never implemented: ENOSYS */
#define LINUXABI_SYS_statfs                   99
#define LINUXABI_SYS_fstatfs                  100
#define LINUXABI_SYS_ioperm                   101
#define LINUXABI_SYS_socketcall               102 /* old multiplexer of the socket calls */
#define LINUXABI_SYS_syslog                   103
#define LINUXABI_SYS_setitimer                104
#define LINUXABI_SYS_getitimer                105
#define LINUXABI_SYS_stat                     106
#define LINUXABI_SYS_lstat                    107
#define LINUXABI_SYS_fstat                    108
#define LINUXABI_SYS_olduname                 109 /* uname(2) with an older struct utsname */
#define LINUXABI_SYS_iopl                     110
#define LINUXABI_SYS_vhangup                  111
#define LINUXABI_SYS_idle                     112 /* removed: ENOSYS */
#define LINUXABI_SYS_vm86                     113
#define LINUXABI_SYS_wait4                    114
#define LINUXABI_SYS_swapoff                  115
#define LINUXABI_SYS_sysinfo                  116
#define LINUXABI_SYS_ipc                      117 /* old multiplexer of the System V IPC calls */
#define LINUXABI_SYS_fsync                    118
#define LINUXABI_SYS_sigreturn                119 /* return from a non-rt signal handler */
#define LINUXABI_SYS_clone                    120
#define LINUXABI_SYS_setdomainname            121
#define LINUXABI_SYS_uname                    122
#define LINUXABI_SYS_modify_ldt               123
#define LINUXABI_SYS_adjtimex                 124
#define LINUXABI_SYS_mprotect                 125
#define LINUXABI_SYS_sigprocmask              126 /* 32-signal mask: rt_sigprocmask is current */
#define LINUXABI_SYS_create_module            127 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_init_module              128
#define LINUXABI_SYS_delete_module            129
#define LINUXABI_SYS_get_kernel_syms          130 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_quotactl                 131
#define LINUXABI_SYS_getpgid                  132
#define LINUXABI_SYS_fchdir                   133
#define LINUXABI_SYS_bdflush                  134 /* old buffer-flush control (obsolete) */
#define LINUXABI_SYS_sysfs                    135 /* file-system type information (obsolete) */
#define LINUXABI_SYS_personality              136
#define LINUXABI_SYS_afs_syscall              137 /* never implemented: ENOSYS */
#define LINUXABI_SYS_setfsuid                 138
#define LINUXABI_SYS_setfsgid                 139
#define LINUXABI_SYS_llseek                   140 /* lseek with a 64-bit offset in two halves */
#define LINUXABI_SYS_getdents                 141
#define LINUXABI_SYS_newselect                142 /* select(2), five arguments */
#define LINUXABI_SYS_flock                    143
#define LINUXABI_SYS_msync                    144
#define LINUXABI_SYS_readv                    145
#define LINUXABI_SYS_writev                   146
#define LINUXABI_SYS_getsid                   147
#define LINUXABI_SYS_fdatasync                148
#define LINUXABI_SYS_sysctl                   149 /* binary sysctl(2): removed, ENOSYS */
#define LINUXABI_SYS_mlock                    150
#define LINUXABI_SYS_munlock                  151
#define LINUXABI_SYS_mlockall                 152
#define LINUXABI_SYS_munlockall               153
#define LINUXABI_SYS_sched_setparam           154
#define LINUXABI_SYS_sched_getparam           155
#define LINUXABI_SYS_sched_setscheduler       156
#define LINUXABI_SYS_sched_getscheduler       157
#define LINUXABI_SYS_sched_yield              158
#define LINUXABI_SYS_sched_get_priority_max   159
#define LINUXABI_SYS_sched_get_priority_min   160
#define LINUXABI_SYS_sched_rr_get_interval    161
#define LINUXABI_SYS_nanosleep                162
#define LINUXABI_SYS_mremap                   163
#define LINUXABI_SYS_setresuid                164
#define LINUXABI_SYS_getresuid                165
#define LINUXABI_SYS_query_module             166 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_poll                     167
#define LINUXABI_SYS_nfsservctl               168 /* removed in 3.1: ENOSYS */
#define LINUXABI_SYS_setresgid                169
#define LINUXABI_SYS_getresgid                170
#define LINUXABI_SYS_prctl                    171
#define LINUXABI_SYS_rt_sigreturn             172
#define LINUXABI_SYS_rt_sigaction             173
#define LINUXABI_SYS_rt_sigprocmask           174
#define LINUXABI_SYS_rt_sigpending            175
#define LINUXABI_SYS_rt_sigtimedwait          176
#define LINUXABI_SYS_rt_sigqueueinfo          177
#define LINUXABI_SYS_rt_sigsuspend            178
#define LINUXABI_SYS_pread64                  179
#define LINUXABI_SYS_pwrite64                 180
#define LINUXABI_SYS_chown                    181
#define LINUXABI_SYS_getcwd                   182
#define LINUXABI_SYS_capget                   183
#define LINUXABI_SYS_capset                   184
#define LINUXABI_SYS_sigaltstack              185
#define LINUXABI_SYS_sendfile                 186
#define LINUXABI_SYS_getpmsg                  187 /* never implemented: ENOSYS */
#define LINUXABI_SYS_putpmsg                  188 /* never implemented: ENOSYS */
#define LINUXABI_SYS_vfork                    189
#define LINUXABI_SYS_ugetrlimit               190 /* getrlimit(2) with unsigned limits */
#define LINUXABI_SYS_readahead                191
#define LINUXABI_SYS_pciconfig_read           198
#define LINUXABI_SYS_pciconfig_write          199
#define LINUXABI_SYS_pciconfig_iobase         200
#define LINUXABI_SYS_multiplexer              201 /* never implemented: ENOSYS */
#define LINUXABI_SYS_getdents64               202
#define LINUXABI_SYS_pivot_root               203
#define LINUXABI_SYS_madvise                  205
#define LINUXABI_SYS_mincore                  206
#define LINUXABI_SYS_gettid                   207
#define LINUXABI_SYS_tkill                    208
#define LINUXABI_SYS_setxattr                 209
#define LINUXABI_SYS_lsetxattr                210
#define LINUXABI_SYS_fsetxattr                211
#define LINUXABI_SYS_getxattr                 212
#define LINUXABI_SYS_lgetxattr                213
#define LINUXABI_SYS_fgetxattr                214
#define LINUXABI_SYS_listxattr                215
#define LINUXABI_SYS_llistxattr               216
#define LINUXABI_SYS_flistxattr               217
#define LINUXABI_SYS_removexattr              218
#define LINUXABI_SYS_lremovexattr             219
#define LINUXABI_SYS_fremovexattr             220
#define LINUXABI_SYS_futex                    221
#define LINUXABI_SYS_sched_setaffinity        222
#define LINUXABI_SYS_sched_getaffinity        223
#define LINUXABI_SYS_tuxcall                  225 /* never implemented: ENOSYS */
#define LINUXABI_SYS_io_setup                 227
#define LINUXABI_SYS_io_destroy               228
#define LINUXABI_SYS_io_getevents             229
#define LINUXABI_SYS_io_submit                230
#define LINUXABI_SYS_io_cancel                231
#define LINUXABI_SYS_set_tid_address          232
#define LINUXABI_SYS_fadvise64                233
#define LINUXABI_SYS_exit_group               234
#define LINUXABI_SYS_lookup_dcookie           235 /* removed with oprofile: ENOSYS */
#define LINUXABI_SYS_epoll_create             236
#define LINUXABI_SYS_epoll_ctl                237
#define LINUXABI_SYS_epoll_wait               238
#define LINUXABI_SYS_remap_file_pages         239
#define LINUXABI_SYS_timer_create             240
#define LINUXABI_SYS_timer_settime            241
#define LINUXABI_SYS_timer_gettime            242
#define LINUXABI_SYS_timer_getoverrun         243
#define LINUXABI_SYS_timer_delete             244
#define LINUXABI_SYS_clock_settime            245
#define LINUXABI_SYS_clock_gettime            246
#define LINUXABI_SYS_clock_getres             247
#define LINUXABI_SYS_clock_nanosleep          248
#define LINUXABI_SYS_swapcontext              249 /* save and switch the user context */
#define LINUXABI_SYS_tgkill                   250
#define LINUXABI_SYS_utimes                   251
#define LINUXABI_SYS_statfs64                 252
#define LINUXABI_SYS_fstatfs64                253
#define LINUXABI_SYS_rtas                     255 /* call the RTAS firmware */
#define LINUXABI_SYS_sys_debug_setcontext     256 /* set a user context with debug settings */
#define LINUXABI_SYS_migrate_pages            258
#define LINUXABI_SYS_mbind                    259
#define LINUXABI_SYS_get_mempolicy            260
#define LINUXABI_SYS_set_mempolicy            261
#define LINUXABI_SYS_mq_open                  262
#define LINUXABI_SYS_mq_unlink                263
#define LINUXABI_SYS_mq_timedsend             264
#define LINUXABI_SYS_mq_timedreceive          265
#define LINUXABI_SYS_mq_notify                266
#define LINUXABI_SYS_mq_getsetattr            267
#define LINUXABI_SYS_kexec_load               268
#define LINUXABI_SYS_add_key                  269
#define LINUXABI_SYS_request_key              270
#define LINUXABI_SYS_keyctl                   271
#define LINUXABI_SYS_waitid                   272
#define LINUXABI_SYS_ioprio_set               273
#define LINUXABI_SYS_ioprio_get               274
#define LINUXABI_SYS_inotify_init             275
#define LINUXABI_SYS_inotify_add_watch        276
#define LINUXABI_SYS_inotify_rm_watch         277
#define LINUXABI_SYS_spu_run                  278 /* run a Cell SPU context */
#define LINUXABI_SYS_spu_create               279 /* create a Cell SPU context */
#define LINUXABI_SYS_pselect6                 280
#define LINUXABI_SYS_ppoll                    281
#define LINUXABI_SYS_unshare                  282
#define LINUXABI_SYS_splice                   283
#define LINUXABI_SYS_tee                      284
#define LINUXABI_SYS_vmsplice                 285
#define LINUXABI_SYS_openat                   286
#define LINUXABI_SYS_mkdirat                  287
#define LINUXABI_SYS_mknodat                  288
#define LINUXABI_SYS_fchownat                 289
#define LINUXABI_SYS_futimesat                290
#define LINUXABI_SYS_newfstatat               291
#define LINUXABI_SYS_unlinkat                 292
#define LINUXABI_SYS_renameat                 293
#define LINUXABI_SYS_linkat                   294
#define LINUXABI_SYS_symlinkat                295
#define LINUXABI_SYS_readlinkat               296
#define LINUXABI_SYS_fchmodat                 297
#define LINUXABI_SYS_faccessat                298
#define LINUXABI_SYS_get_robust_list          299
#define LINUXABI_SYS_set_robust_list          300
#define LINUXABI_SYS_move_pages               301
#define LINUXABI_SYS_getcpu                   302
#define LINUXABI_SYS_epoll_pwait              303
#define LINUXABI_SYS_utimensat                304
#define LINUXABI_SYS_signalfd                 305
#define LINUXABI_SYS_timerfd_create           306
#define LINUXABI_SYS_eventfd                  307
#define LINUXABI_SYS_sync_file_range2         308 /* sync_file_range, the flags second */
#define LINUXABI_SYS_fallocate                309
#define LINUXABI_SYS_subpage_prot             310 /* protect 4 KiB parts of 64 KiB pages */
#define LINUXABI_SYS_timerfd_settime          311
#define LINUXABI_SYS_timerfd_gettime          312
#define LINUXABI_SYS_signalfd4                313
#define LINUXABI_SYS_eventfd2                 314
#define LINUXABI_SYS_epoll_create1            315
#define LINUXABI_SYS_dup3                     316
#define LINUXABI_SYS_pipe2                    317
#define LINUXABI_SYS_inotify_init1            318
#define LINUXABI_SYS_perf_event_open          319
#define LINUXABI_SYS_preadv                   320
#define LINUXABI_SYS_pwritev                  321
#define LINUXABI_SYS_rt_tgsigqueueinfo        322
#define LINUXABI_SYS_fanotify_init            323
#define LINUXABI_SYS_fanotify_mark            324
#define LINUXABI_SYS_prlimit64                325
#define LINUXABI_SYS_socket                   326
#define LINUXABI_SYS_bind                     327
#define LINUXABI_SYS_connect                  328
#define LINUXABI_SYS_listen                   329
#define LINUXABI_SYS_accept                   330
#define LINUXABI_SYS_getsockname              331
#define LINUXABI_SYS_getpeername              332
#define LINUXABI_SYS_socketpair               333
#define LINUXABI_SYS_send                     334
#define LINUXABI_SYS_sendto                   335
#define LINUXABI_SYS_recv                     336
#define LINUXABI_SYS_recvfrom                 337
#define LINUXABI_SYS_shutdown                 338
#define LINUXABI_SYS_setsockopt               339
#define LINUXABI_SYS_getsockopt               340
#define LINUXABI_SYS_sendmsg                  341
#define LINUXABI_SYS_recvmsg                  342
#define LINUXABI_SYS_recvmmsg                 343
#define LINUXABI_SYS_accept4                  344
#define LINUXABI_SYS_name_to_handle_at        345
#define LINUXABI_SYS_open_by_handle_at        346
#define LINUXABI_SYS_clock_adjtime            347
#define LINUXABI_SYS_syncfs                   348
#define LINUXABI_SYS_sendmmsg                 349
#define LINUXABI_SYS_setns                    350
#define LINUXABI_SYS_process_vm_readv         351
#define LINUXABI_SYS_process_vm_writev        352
#define LINUXABI_SYS_finit_module             353
#define LINUXABI_SYS_kcmp                     354
#define LINUXABI_SYS_sched_setattr            355
#define LINUXABI_SYS_sched_getattr            356
#define LINUXABI_SYS_renameat2                357
#define LINUXABI_SYS_seccomp                  358
#define LINUXABI_SYS_getrandom                359
#define LINUXABI_SYS_memfd_create             360
#define LINUXABI_SYS_bpf                      361
#define LINUXABI_SYS_execveat                 362
#define LINUXABI_SYS_switch_endian            363 /* switch the process's byte order */
#define LINUXABI_SYS_userfaultfd              364
#define LINUXABI_SYS_membarrier               365
#define LINUXABI_SYS_mlock2                   378
#define LINUXABI_SYS_copy_file_range          379
#define LINUXABI_SYS_preadv2                  380
#define LINUXABI_SYS_pwritev2                 381
#define LINUXABI_SYS_kexec_file_load          382
#define LINUXABI_SYS_statx                    383
#define LINUXABI_SYS_pkey_alloc               384
#define LINUXABI_SYS_pkey_free                385
#define LINUXABI_SYS_pkey_mprotect            386
#define LINUXABI_SYS_rseq                     387
#define LINUXABI_SYS_io_pgetevents            388
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
