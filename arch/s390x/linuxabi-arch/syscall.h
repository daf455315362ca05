#ifndef LINUXABI_ARCH_SYSCALL_H
#define LINUXABI_ARCH_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: the system call numbers of s390x, in the
 * kernel's order.  The 64-bit s390 numbers.
 */

#define LINUXABI_SYS_exit                     1
#define LINUXABI_SYS_fork                     2
#define LINUXABI_SYS_read                     3
#define LINUXABI_SYS_write                    4
#define LINUXABI_SYS_open                     5
#define LINUXABI_SYS_close                    6
#define LINUXABI_SYS_restart_syscall          7
#define LINUXABI_SYS_creat                    8
#define LINUXABI_SYS_link                     9
#define LINUXABI_SYS_unlink                   10
#define LINUXABI_SYS_execve                   11
#define LINUXABI_SYS_chdir                    12
#define LINUXABI_SYS_mknod                    14
#define LINUXABI_SYS_chmod                    15
#define LINUXABI_SYS_lseek                    19
#define LINUXABI_SYS_getpid                   20
#define LINUXABI_SYS_mount                    21
#define LINUXABI_SYS_umount                   22  /* umount(2) without flags (umount2) */
#define LINUXABI_SYS_ptrace                   26
#define LINUXABI_SYS_alarm                    27
#define LINUXABI_SYS_pause                    29
#define LINUXABI_SYS_utime                    30
#define LINUXABI_SYS_access                   33
#define LINUXABI_SYS_nice                     34
#define LINUXABI_SYS_sync                     36
#define LINUXABI_SYS_kill                     37
#define LINUXABI_SYS_rename                   38
#define LINUXABI_SYS_mkdir                    39
#define LINUXABI_SYS_rmdir                    40
#define LINUXABI_SYS_dup                      41
#define LINUXABI_SYS_pipe                     42
#define LINUXABI_SYS_times                    43
#define LINUXABI_SYS_brk                      45
#define LINUXABI_SYS_signal                   48  /* old signal(2) entry point */
#define LINUXABI_SYS_acct                     51
#define LINUXABI_SYS_umount2                  52
#define LINUXABI_SYS_ioctl                    54
#define LINUXABI_SYS_fcntl                    55
#define LINUXABI_SYS_setpgid                  57
#define LINUXABI_SYS_umask                    60
#define LINUXABI_SYS_chroot                   61
#define LINUXABI_SYS_ustat                    62
#define LINUXABI_SYS_dup2                     63
#define LINUXABI_SYS_getppid                  64
#define LINUXABI_SYS_getpgrp                  65
#define LINUXABI_SYS_setsid                   66
#define LINUXABI_SYS_sigaction                67  /* 32-signal mask: rt_sigaction is current */
#define LINUXABI_SYS_sigsuspend               72  /* 32-signal mask: rt_sigsuspend is current */
#define LINUXABI_SYS_sigpending               73  /* 32-signal mask: rt_sigpending is current */
#define LINUXABI_SYS_sethostname              74
#define LINUXABI_SYS_setrlimit                75
#define LINUXABI_SYS_getrusage                77
#define LINUXABI_SYS_gettimeofday             78
#define LINUXABI_SYS_settimeofday             79
#define LINUXABI_SYS_symlink                  83
#define LINUXABI_SYS_readlink                 85
#define LINUXABI_SYS_uselib                   86  /* load an a.out shared library (obsolete) */
#define LINUXABI_SYS_swapon                   87
#define LINUXABI_SYS_reboot                   88
#define LINUXABI_SYS_readdir                  89  /* old readdir: one entry a call (getdents64) */
#define LINUXABI_SYS_mmap                     90  /* old mmap(2): one pointer to its arguments */
#define LINUXABI_SYS_munmap                   91
#define LINUXABI_SYS_truncate                 92
#define LINUXABI_SYS_ftruncate                93
#define LINUXABI_SYS_fchmod                   94
#define LINUXABI_SYS_getpriority              96
#define LINUXABI_SYS_setpriority              97
#define LINUXABI_SYS_statfs                   99
#define LINUXABI_SYS_fstatfs                  100
#define LINUXABI_SYS_socketcall               102 /* old multiplexer of the socket calls */
#define LINUXABI_SYS_syslog                   103
#define LINUXABI_SYS_setitimer                104
#define LINUXABI_SYS_getitimer                105
#define LINUXABI_SYS_stat                     106
#define LINUXABI_SYS_lstat                    107
#define LINUXABI_SYS_fstat                    108
#define LINUXABI_SYS_lookup_dcookie           110 /* removed with oprofile: ENOSYS */
#define LINUXABI_SYS_vhangup                  111
#define LINUXABI_SYS_idle                     112 /* removed: ENOSYS */
#define LINUXABI_SYS_wait4                    114
#define LINUXABI_SYS_swapoff                  115
#define LINUXABI_SYS_sysinfo                  116
#define LINUXABI_SYS_ipc                      117 /* old multiplexer of the System V IPC calls */
#define LINUXABI_SYS_fsync                    118
#define LINUXABI_SYS_sigreturn                119 /* return from a non-rt signal handler */
#define LINUXABI_SYS_clone                    120
#define LINUXABI_SYS_setdomainname            121
#define LINUXABI_SYS_uname                    122
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
#define LINUXABI_SYS_getdents                 141
#define LINUXABI_SYS_select                   142
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
#define LINUXABI_SYS_query_module             167 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_poll                     168
#define LINUXABI_SYS_nfsservctl               169 /* removed in 3.1: ENOSYS */
#define LINUXABI_SYS_prctl                    172
#define LINUXABI_SYS_rt_sigreturn             173
#define LINUXABI_SYS_rt_sigaction             174
#define LINUXABI_SYS_rt_sigprocmask           175
#define LINUXABI_SYS_rt_sigpending            176
#define LINUXABI_SYS_rt_sigtimedwait          177
#define LINUXABI_SYS_rt_sigqueueinfo          178
#define LINUXABI_SYS_rt_sigsuspend            179
#define LINUXABI_SYS_pread64                  180
#define LINUXABI_SYS_pwrite64                 181
#define LINUXABI_SYS_getcwd                   183
#define LINUXABI_SYS_capget                   184
#define LINUXABI_SYS_capset                   185
#define LINUXABI_SYS_sigaltstack              186
#define LINUXABI_SYS_sendfile                 187
#define LINUXABI_SYS_getpmsg                  188 /* never implemented: ENOSYS */
#define LINUXABI_SYS_putpmsg                  189 /* never implemented: ENOSYS */
#define LINUXABI_SYS_vfork                    190
#define LINUXABI_SYS_getrlimit                191
#define LINUXABI_SYS_lchown                   198
#define LINUXABI_SYS_getuid                   199
#define LINUXABI_SYS_getgid                   200
#define LINUXABI_SYS_geteuid                  201
#define LINUXABI_SYS_getegid                  202
#define LINUXABI_SYS_setreuid                 203
#define LINUXABI_SYS_setregid                 204
#define LINUXABI_SYS_getgroups                205
#define LINUXABI_SYS_setgroups                206
#define LINUXABI_SYS_fchown                   207
#define LINUXABI_SYS_setresuid                208
#define LINUXABI_SYS_getresuid                209
#define LINUXABI_SYS_setresgid                210
#define LINUXABI_SYS_getresgid                211
#define LINUXABI_SYS_chown                    212
#define LINUXABI_SYS_setuid                   213
#define LINUXABI_SYS_setgid                   214
#define LINUXABI_SYS_setfsuid                 215
#define LINUXABI_SYS_setfsgid                 216
#define LINUXABI_SYS_pivot_root               217
#define LINUXABI_SYS_mincore                  218
#define LINUXABI_SYS_madvise                  219
#define LINUXABI_SYS_getdents64               220
#define LINUXABI_SYS_readahead                222
#define LINUXABI_SYS_setxattr                 224
#define LINUXABI_SYS_lsetxattr                225
#define LINUXABI_SYS_fsetxattr                226
#define LINUXABI_SYS_getxattr                 227
#define LINUXABI_SYS_lgetxattr                228
#define LINUXABI_SYS_fgetxattr                229
#define LINUXABI_SYS_listxattr                230
#define LINUXABI_SYS_llistxattr               231
#define LINUXABI_SYS_flistxattr               232
#define LINUXABI_SYS_removexattr              233
#define LINUXABI_SYS_lremovexattr             234
#define LINUXABI_SYS_fremovexattr             235
#define LINUXABI_SYS_gettid                   236
#define LINUXABI_SYS_tkill                    237
#define LINUXABI_SYS_futex                    238
#define LINUXABI_SYS_sched_setaffinity        239
#define LINUXABI_SYS_sched_getaffinity        240
#define LINUXABI_SYS_tgkill                   241
#define LINUXABI_SYS_io_setup                 243
#define LINUXABI_SYS_io_destroy               244
#define LINUXABI_SYS_io_getevents             245
#define LINUXABI_SYS_io_submit                246
#define LINUXABI_SYS_io_cancel                247
#define LINUXABI_SYS_exit_group               248
#define LINUXABI_SYS_epoll_create             249
#define LINUXABI_SYS_epoll_ctl                250
#define LINUXABI_SYS_epoll_wait               251
#define LINUXABI_SYS_set_tid_address          252
#define LINUXABI_SYS_fadvise64                253
#define LINUXABI_SYS_timer_create             254
#define LINUXABI_SYS_timer_settime            255
#define LINUXABI_SYS_timer_gettime            256
#define LINUXABI_SYS_timer_getoverrun         257
#define LINUXABI_SYS_timer_delete             258
#define LINUXABI_SYS_clock_settime            259
#define LINUXABI_SYS_clock_gettime            260
#define LINUXABI_SYS_clock_getres             261
#define LINUXABI_SYS_clock_nanosleep          262
#define LINUXABI_SYS_statfs64                 265
#define LINUXABI_SYS_fstatfs64                266
#define LINUXABI_SYS_remap_file_pages         267
#define LINUXABI_SYS_mbind                    268
#define LINUXABI_SYS_get_mempolicy            269
#define LINUXABI_SYS_set_mempolicy            270
#define LINUXABI_SYS_mq_open                  271
#define LINUXABI_SYS_mq_unlink                272
#define LINUXABI_SYS_mq_timedsend             273
#define LINUXABI_SYS_mq_timedreceive          274
#define LINUXABI_SYS_mq_notify                275
#define LINUXABI_SYS_mq_getsetattr            276
#define LINUXABI_SYS_kexec_load               277
#define LINUXABI_SYS_add_key                  278
#define LINUXABI_SYS_request_key              279
#define LINUXABI_SYS_keyctl                   280
#define LINUXABI_SYS_waitid                   281
#define LINUXABI_SYS_ioprio_set               282
#define LINUXABI_SYS_ioprio_get               283
#define LINUXABI_SYS_inotify_init             284
#define LINUXABI_SYS_inotify_add_watch        285
#define LINUXABI_SYS_inotify_rm_watch         286
#define LINUXABI_SYS_migrate_pages            287
#define LINUXABI_SYS_openat                   288
#define LINUXABI_SYS_mkdirat                  289
#define LINUXABI_SYS_mknodat                  290
#define LINUXABI_SYS_fchownat                 291
#define LINUXABI_SYS_futimesat                292
#define LINUXABI_SYS_newfstatat               293
#define LINUXABI_SYS_unlinkat                 294
#define LINUXABI_SYS_renameat                 295
#define LINUXABI_SYS_linkat                   296
#define LINUXABI_SYS_symlinkat                297
#define LINUXABI_SYS_readlinkat               298
#define LINUXABI_SYS_fchmodat                 299
#define LINUXABI_SYS_faccessat                300
#define LINUXABI_SYS_pselect6                 301
#define LINUXABI_SYS_ppoll                    302
#define LINUXABI_SYS_unshare                  303
#define LINUXABI_SYS_set_robust_list          304
#define LINUXABI_SYS_get_robust_list          305
#define LINUXABI_SYS_splice                   306
#define LINUXABI_SYS_sync_file_range          307
#define LINUXABI_SYS_tee                      308
#define LINUXABI_SYS_vmsplice                 309
#define LINUXABI_SYS_move_pages               310
#define LINUXABI_SYS_getcpu                   311
#define LINUXABI_SYS_epoll_pwait              312
#define LINUXABI_SYS_utimes                   313
#define LINUXABI_SYS_fallocate                314
#define LINUXABI_SYS_utimensat                315
#define LINUXABI_SYS_signalfd                 316
#define LINUXABI_SYS_timerfd                  317 /* never implemented: ENOSYS (timerfd_create is the call) */
#define LINUXABI_SYS_eventfd                  318
#define LINUXABI_SYS_timerfd_create           319
#define LINUXABI_SYS_timerfd_settime          320
#define LINUXABI_SYS_timerfd_gettime          321
#define LINUXABI_SYS_signalfd4                322
#define LINUXABI_SYS_eventfd2                 323
#define LINUXABI_SYS_inotify_init1            324
#define LINUXABI_SYS_pipe2                    325
#define LINUXABI_SYS_dup3                     326
#define LINUXABI_SYS_epoll_create1            327
#define LINUXABI_SYS_preadv                   328
#define LINUXABI_SYS_pwritev                  329
#define LINUXABI_SYS_rt_tgsigqueueinfo        330
#define LINUXABI_SYS_perf_event_open          331
#define LINUXABI_SYS_fanotify_init            332
#define LINUXABI_SYS_fanotify_mark            333
#define LINUXABI_SYS_prlimit64                334
#define LINUXABI_SYS_name_to_handle_at        335
#define LINUXABI_SYS_open_by_handle_at        336
#define LINUXABI_SYS_clock_adjtime            337
#define LINUXABI_SYS_syncfs                   338
#define LINUXABI_SYS_setns                    339
#define LINUXABI_SYS_process_vm_readv         340
#define LINUXABI_SYS_process_vm_writev        341
#define LINUXABI_SYS_s390_runtime_instr       342 /* runtime instrumentation on or off */
#define LINUXABI_SYS_kcmp                     343
#define LINUXABI_SYS_finit_module             344
#define LINUXABI_SYS_sched_setattr            345
#define LINUXABI_SYS_sched_getattr            346
#define LINUXABI_SYS_renameat2                347
#define LINUXABI_SYS_seccomp                  348
#define LINUXABI_SYS_getrandom                349
#define LINUXABI_SYS_memfd_create             350
#define LINUXABI_SYS_bpf                      351
#define LINUXABI_SYS_s390_pci_mmio_write      352
#define LINUXABI_SYS_s390_pci_mmio_read       353
#define LINUXABI_SYS_execveat                 354
#define LINUXABI_SYS_userfaultfd              355
#define LINUXABI_SYS_membarrier               356
#define LINUXABI_SYS_recvmmsg                 357
#define LINUXABI_SYS_sendmmsg                 358
#define LINUXABI_SYS_socket                   359
#define LINUXABI_SYS_socketpair               360
#define LINUXABI_SYS_bind                     361
#define LINUXABI_SYS_connect                  362
#define LINUXABI_SYS_listen                   363
#define LINUXABI_SYS_accept4                  364
#define LINUXABI_SYS_getsockopt               365
#define LINUXABI_SYS_setsockopt               366
#define LINUXABI_SYS_getsockname              367
#define LINUXABI_SYS_getpeername              368
#define LINUXABI_SYS_sendto                   369
#define LINUXABI_SYS_sendmsg                  370
#define LINUXABI_SYS_recvfrom                 371
#define LINUXABI_SYS_recvmsg                  372
#define LINUXABI_SYS_shutdown                 373
#define LINUXABI_SYS_mlock2                   374
#define LINUXABI_SYS_copy_file_range          375
#define LINUXABI_SYS_preadv2                  376
#define LINUXABI_SYS_pwritev2                 377
#define LINUXABI_SYS_s390_guarded_storage     378 /* guarded-storage facility control */
#define LINUXABI_SYS_statx                    379
#define LINUXABI_SYS_s390_sthyi               380 /* store hypervisor information */
#define LINUXABI_SYS_kexec_file_load          381
#define LINUXABI_SYS_io_pgetevents            382
#define LINUXABI_SYS_rseq                     383
#define LINUXABI_SYS_pkey_mprotect            384
#define LINUXABI_SYS_pkey_alloc               385
#define LINUXABI_SYS_pkey_free                386
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
#define LINUXABI_SYS_memfd_secret             447
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
