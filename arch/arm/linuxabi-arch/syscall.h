#ifndef LINUXABI_ARCH_SYSCALL_H
#define LINUXABI_ARCH_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: the system call numbers of arm (EABI), in the
 * kernel's order.  The EABI numbers.  The ARM private calls (breakpoint,
 * cacheflush, set_tls, get_tls) sit at 0x0f0000 + n.
 */

#define LINUXABI_SYS_restart_syscall               0
#define LINUXABI_SYS_exit                          1
#define LINUXABI_SYS_fork                          2
#define LINUXABI_SYS_read                          3
#define LINUXABI_SYS_write                         4
#define LINUXABI_SYS_open                          5
#define LINUXABI_SYS_close                         6
#define LINUXABI_SYS_creat                         8
#define LINUXABI_SYS_link                          9
#define LINUXABI_SYS_unlink                        10
#define LINUXABI_SYS_execve                        11
#define LINUXABI_SYS_chdir                         12
#define LINUXABI_SYS_mknod                         14
#define LINUXABI_SYS_chmod                         15
#define LINUXABI_SYS_lchown                        16     /* 16-bit IDs: see LINUXABI_SYS_lchown32 */
#define LINUXABI_SYS_lseek                         19
#define LINUXABI_SYS_getpid                        20
#define LINUXABI_SYS_mount                         21
#define LINUXABI_SYS_setuid                        23     /* 16-bit IDs: see LINUXABI_SYS_setuid32 */
#define LINUXABI_SYS_getuid                        24     /* 16-bit IDs: see LINUXABI_SYS_getuid32 */
#define LINUXABI_SYS_ptrace                        26
#define LINUXABI_SYS_pause                         29
#define LINUXABI_SYS_access                        33
#define LINUXABI_SYS_nice                          34
#define LINUXABI_SYS_sync                          36
#define LINUXABI_SYS_kill                          37
#define LINUXABI_SYS_rename                        38
#define LINUXABI_SYS_mkdir                         39
#define LINUXABI_SYS_rmdir                         40
#define LINUXABI_SYS_dup                           41
#define LINUXABI_SYS_pipe                          42
#define LINUXABI_SYS_times                         43
#define LINUXABI_SYS_brk                           45
#define LINUXABI_SYS_setgid                        46     /* 16-bit IDs: see LINUXABI_SYS_setgid32 */
#define LINUXABI_SYS_getgid                        47     /* 16-bit IDs: see LINUXABI_SYS_getgid32 */
#define LINUXABI_SYS_geteuid                       49     /* 16-bit IDs: see LINUXABI_SYS_geteuid32 */
#define LINUXABI_SYS_getegid                       50     /* 16-bit IDs: see LINUXABI_SYS_getegid32 */
#define LINUXABI_SYS_acct                          51
#define LINUXABI_SYS_umount2                       52
#define LINUXABI_SYS_ioctl                         54
#define LINUXABI_SYS_fcntl                         55
#define LINUXABI_SYS_setpgid                       57
#define LINUXABI_SYS_umask                         60
#define LINUXABI_SYS_chroot                        61
#define LINUXABI_SYS_ustat                         62
#define LINUXABI_SYS_dup2                          63
#define LINUXABI_SYS_getppid                       64
#define LINUXABI_SYS_getpgrp                       65
#define LINUXABI_SYS_setsid                        66
#define LINUXABI_SYS_sigaction                     67     /* 32-signal mask: rt_sigaction is current */
#define LINUXABI_SYS_setreuid                      70     /* 16-bit IDs: see LINUXABI_SYS_setreuid32 */
#define LINUXABI_SYS_setregid                      71     /* 16-bit IDs: see LINUXABI_SYS_setregid32 */
#define LINUXABI_SYS_sigsuspend                    72     /* 32-signal mask: rt_sigsuspend is current */
#define LINUXABI_SYS_sigpending                    73     /* 32-signal mask: rt_sigpending is current */
#define LINUXABI_SYS_sethostname                   74
#define LINUXABI_SYS_setrlimit                     75
#define LINUXABI_SYS_getrusage                     77
#define LINUXABI_SYS_gettimeofday                  78     /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_settimeofday                  79     /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_getgroups                     80     /* 16-bit IDs: see LINUXABI_SYS_getgroups32 */
#define LINUXABI_SYS_setgroups                     81     /* 16-bit IDs: see LINUXABI_SYS_setgroups32 */
#define LINUXABI_SYS_symlink                       83
#define LINUXABI_SYS_readlink                      85
#define LINUXABI_SYS_uselib                        86     /* load an a.out shared library (obsolete) */
#define LINUXABI_SYS_swapon                        87
#define LINUXABI_SYS_reboot                        88
#define LINUXABI_SYS_munmap                        91
#define LINUXABI_SYS_truncate                      92
#define LINUXABI_SYS_ftruncate                     93
#define LINUXABI_SYS_fchmod                        94
#define LINUXABI_SYS_fchown                        95     /* 16-bit IDs: see LINUXABI_SYS_fchown32 */
#define LINUXABI_SYS_getpriority                   96
#define LINUXABI_SYS_setpriority                   97
#define LINUXABI_SYS_statfs                        99
#define LINUXABI_SYS_fstatfs                       100
#define LINUXABI_SYS_syslog                        103
#define LINUXABI_SYS_setitimer                     104
#define LINUXABI_SYS_getitimer                     105
#define LINUXABI_SYS_stat                          106
#define LINUXABI_SYS_lstat                         107
#define LINUXABI_SYS_fstat                         108
#define LINUXABI_SYS_vhangup                       111
#define LINUXABI_SYS_wait4                         114
#define LINUXABI_SYS_swapoff                       115
#define LINUXABI_SYS_sysinfo                       116
#define LINUXABI_SYS_fsync                         118
#define LINUXABI_SYS_sigreturn                     119    /* return from a non-rt signal handler */
#define LINUXABI_SYS_clone                         120
#define LINUXABI_SYS_setdomainname                 121
#define LINUXABI_SYS_uname                         122
#define LINUXABI_SYS_adjtimex                      124    /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mprotect                      125
#define LINUXABI_SYS_sigprocmask                   126    /* 32-signal mask: rt_sigprocmask is current */
#define LINUXABI_SYS_init_module                   128
#define LINUXABI_SYS_delete_module                 129
#define LINUXABI_SYS_quotactl                      131
#define LINUXABI_SYS_getpgid                       132
#define LINUXABI_SYS_fchdir                        133
#define LINUXABI_SYS_bdflush                       134    /* old buffer-flush control (obsolete) */
#define LINUXABI_SYS_sysfs                         135    /* file-system type information (obsolete) */
#define LINUXABI_SYS_personality                   136
#define LINUXABI_SYS_setfsuid                      138    /* 16-bit IDs: see LINUXABI_SYS_setfsuid32 */
#define LINUXABI_SYS_setfsgid                      139    /* 16-bit IDs: see LINUXABI_SYS_setfsgid32 */
#define LINUXABI_SYS_llseek                        140    /* lseek with a 64-bit offset in two halves */
#define LINUXABI_SYS_getdents                      141
#define LINUXABI_SYS_newselect                     142    /* select(2) */
#define LINUXABI_SYS_flock                         143
#define LINUXABI_SYS_msync                         144
#define LINUXABI_SYS_readv                         145
#define LINUXABI_SYS_writev                        146
#define LINUXABI_SYS_getsid                        147
#define LINUXABI_SYS_fdatasync                     148
#define LINUXABI_SYS_sysctl                        149    /* binary sysctl(2): removed, ENOSYS */
#define LINUXABI_SYS_mlock                         150
#define LINUXABI_SYS_munlock                       151
#define LINUXABI_SYS_mlockall                      152
#define LINUXABI_SYS_munlockall                    153
#define LINUXABI_SYS_sched_setparam                154
#define LINUXABI_SYS_sched_getparam                155
#define LINUXABI_SYS_sched_setscheduler            156
#define LINUXABI_SYS_sched_getscheduler            157
#define LINUXABI_SYS_sched_yield                   158
#define LINUXABI_SYS_sched_get_priority_max        159
#define LINUXABI_SYS_sched_get_priority_min        160
#define LINUXABI_SYS_sched_rr_get_interval         161    /* 32-bit time: see LINUXABI_SYS_sched_rr_get_interval_time64 */
#define LINUXABI_SYS_nanosleep                     162    /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mremap                        163
#define LINUXABI_SYS_setresuid                     164    /* 16-bit IDs: see LINUXABI_SYS_setresuid32 */
#define LINUXABI_SYS_getresuid                     165    /* 16-bit IDs: see LINUXABI_SYS_getresuid32 */
#define LINUXABI_SYS_poll                          168
#define LINUXABI_SYS_nfsservctl                    169    /* removed in 3.1: ENOSYS */
#define LINUXABI_SYS_setresgid                     170    /* 16-bit IDs: see LINUXABI_SYS_setresgid32 */
#define LINUXABI_SYS_getresgid                     171    /* 16-bit IDs: see LINUXABI_SYS_getresgid32 */
#define LINUXABI_SYS_prctl                         172
#define LINUXABI_SYS_rt_sigreturn                  173
#define LINUXABI_SYS_rt_sigaction                  174
#define LINUXABI_SYS_rt_sigprocmask                175
#define LINUXABI_SYS_rt_sigpending                 176
#define LINUXABI_SYS_rt_sigtimedwait               177    /* 32-bit time: see LINUXABI_SYS_rt_sigtimedwait_time64 */
#define LINUXABI_SYS_rt_sigqueueinfo               178
#define LINUXABI_SYS_rt_sigsuspend                 179
#define LINUXABI_SYS_pread64                       180
#define LINUXABI_SYS_pwrite64                      181
#define LINUXABI_SYS_chown                         182    /* 16-bit IDs: see LINUXABI_SYS_chown32 */
#define LINUXABI_SYS_getcwd                        183
#define LINUXABI_SYS_capget                        184
#define LINUXABI_SYS_capset                        185
#define LINUXABI_SYS_sigaltstack                   186
#define LINUXABI_SYS_sendfile                      187
#define LINUXABI_SYS_vfork                         190
#define LINUXABI_SYS_ugetrlimit                    191    /* getrlimit(2) with unsigned limits */
#define LINUXABI_SYS_mmap2                         192    /* mmap(2), the offset in 4096-byte units */
#define LINUXABI_SYS_truncate64                    193
#define LINUXABI_SYS_ftruncate64                   194
#define LINUXABI_SYS_stat64                        195
#define LINUXABI_SYS_lstat64                       196
#define LINUXABI_SYS_fstat64                       197
#define LINUXABI_SYS_lchown32                      198
#define LINUXABI_SYS_getuid32                      199
#define LINUXABI_SYS_getgid32                      200
#define LINUXABI_SYS_geteuid32                     201
#define LINUXABI_SYS_getegid32                     202
#define LINUXABI_SYS_setreuid32                    203
#define LINUXABI_SYS_setregid32                    204
#define LINUXABI_SYS_getgroups32                   205
#define LINUXABI_SYS_setgroups32                   206
#define LINUXABI_SYS_fchown32                      207
#define LINUXABI_SYS_setresuid32                   208
#define LINUXABI_SYS_getresuid32                   209
#define LINUXABI_SYS_setresgid32                   210
#define LINUXABI_SYS_getresgid32                   211
#define LINUXABI_SYS_chown32                       212
#define LINUXABI_SYS_setuid32                      213
#define LINUXABI_SYS_setgid32                      214
#define LINUXABI_SYS_setfsuid32                    215
#define LINUXABI_SYS_setfsgid32                    216
#define LINUXABI_SYS_getdents64                    217
#define LINUXABI_SYS_pivot_root                    218
#define LINUXABI_SYS_mincore                       219
#define LINUXABI_SYS_madvise                       220
#define LINUXABI_SYS_fcntl64                       221
#define LINUXABI_SYS_gettid                        224
#define LINUXABI_SYS_readahead                     225
#define LINUXABI_SYS_setxattr                      226
#define LINUXABI_SYS_lsetxattr                     227
#define LINUXABI_SYS_fsetxattr                     228
#define LINUXABI_SYS_getxattr                      229
#define LINUXABI_SYS_lgetxattr                     230
#define LINUXABI_SYS_fgetxattr                     231
#define LINUXABI_SYS_listxattr                     232
#define LINUXABI_SYS_llistxattr                    233
#define LINUXABI_SYS_flistxattr                    234
#define LINUXABI_SYS_removexattr                   235
#define LINUXABI_SYS_lremovexattr                  236
#define LINUXABI_SYS_fremovexattr                  237
#define LINUXABI_SYS_tkill                         238
#define LINUXABI_SYS_sendfile64                    239
#define LINUXABI_SYS_futex                         240    /* 32-bit time: see LINUXABI_SYS_futex_time64 */
#define LINUXABI_SYS_sched_setaffinity             241
#define LINUXABI_SYS_sched_getaffinity             242
#define LINUXABI_SYS_io_setup                      243
#define LINUXABI_SYS_io_destroy                    244
#define LINUXABI_SYS_io_getevents                  245    /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_io_submit                     246
#define LINUXABI_SYS_io_cancel                     247
#define LINUXABI_SYS_exit_group                    248
#define LINUXABI_SYS_lookup_dcookie                249    /* removed with oprofile: ENOSYS */
#define LINUXABI_SYS_epoll_create                  250
#define LINUXABI_SYS_epoll_ctl                     251
#define LINUXABI_SYS_epoll_wait                    252
#define LINUXABI_SYS_remap_file_pages              253
#define LINUXABI_SYS_set_tid_address               256
#define LINUXABI_SYS_timer_create                  257
#define LINUXABI_SYS_timer_settime                 258    /* 32-bit time: see LINUXABI_SYS_timer_settime64 */
#define LINUXABI_SYS_timer_gettime                 259    /* 32-bit time: see LINUXABI_SYS_timer_gettime64 */
#define LINUXABI_SYS_timer_getoverrun              260
#define LINUXABI_SYS_timer_delete                  261
#define LINUXABI_SYS_clock_settime                 262    /* 32-bit time: see LINUXABI_SYS_clock_settime64 */
#define LINUXABI_SYS_clock_gettime                 263    /* 32-bit time: see LINUXABI_SYS_clock_gettime64 */
#define LINUXABI_SYS_clock_getres                  264    /* 32-bit time: see LINUXABI_SYS_clock_getres_time64 */
#define LINUXABI_SYS_clock_nanosleep               265    /* 32-bit time: see LINUXABI_SYS_clock_nanosleep_time64 */
#define LINUXABI_SYS_statfs64                      266
#define LINUXABI_SYS_fstatfs64                     267
#define LINUXABI_SYS_tgkill                        268
#define LINUXABI_SYS_utimes                        269    /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_arm_fadvise64_64              270    /* fadvise64_64, the advice second (ARM order) */
#define LINUXABI_SYS_pciconfig_iobase              271
#define LINUXABI_SYS_pciconfig_read                272
#define LINUXABI_SYS_pciconfig_write               273
#define LINUXABI_SYS_mq_open                       274
#define LINUXABI_SYS_mq_unlink                     275
#define LINUXABI_SYS_mq_timedsend                  276    /* 32-bit time: see LINUXABI_SYS_mq_timedsend_time64 */
#define LINUXABI_SYS_mq_timedreceive               277    /* 32-bit time: see LINUXABI_SYS_mq_timedreceive_time64 */
#define LINUXABI_SYS_mq_notify                     278
#define LINUXABI_SYS_mq_getsetattr                 279
#define LINUXABI_SYS_waitid                        280
#define LINUXABI_SYS_socket                        281
#define LINUXABI_SYS_bind                          282
#define LINUXABI_SYS_connect                       283
#define LINUXABI_SYS_listen                        284
#define LINUXABI_SYS_accept                        285
#define LINUXABI_SYS_getsockname                   286
#define LINUXABI_SYS_getpeername                   287
#define LINUXABI_SYS_socketpair                    288
#define LINUXABI_SYS_send                          289
#define LINUXABI_SYS_sendto                        290
#define LINUXABI_SYS_recv                          291
#define LINUXABI_SYS_recvfrom                      292
#define LINUXABI_SYS_shutdown                      293
#define LINUXABI_SYS_setsockopt                    294
#define LINUXABI_SYS_getsockopt                    295
#define LINUXABI_SYS_sendmsg                       296
#define LINUXABI_SYS_recvmsg                       297
#define LINUXABI_SYS_semop                         298
#define LINUXABI_SYS_semget                        299
#define LINUXABI_SYS_semctl                        300
#define LINUXABI_SYS_msgsnd                        301
#define LINUXABI_SYS_msgrcv                        302
#define LINUXABI_SYS_msgget                        303
#define LINUXABI_SYS_msgctl                        304
#define LINUXABI_SYS_shmat                         305
#define LINUXABI_SYS_shmdt                         306
#define LINUXABI_SYS_shmget                        307
#define LINUXABI_SYS_shmctl                        308
#define LINUXABI_SYS_add_key                       309
#define LINUXABI_SYS_request_key                   310
#define LINUXABI_SYS_keyctl                        311
#define LINUXABI_SYS_semtimedop                    312    /* 32-bit time: see LINUXABI_SYS_semtimedop_time64 */
#define LINUXABI_SYS_vserver                       313    /* never implemented: ENOSYS */
#define LINUXABI_SYS_ioprio_set                    314
#define LINUXABI_SYS_ioprio_get                    315
#define LINUXABI_SYS_inotify_init                  316
#define LINUXABI_SYS_inotify_add_watch             317
#define LINUXABI_SYS_inotify_rm_watch              318
#define LINUXABI_SYS_mbind                         319
#define LINUXABI_SYS_get_mempolicy                 320
#define LINUXABI_SYS_set_mempolicy                 321
#define LINUXABI_SYS_openat                        322
#define LINUXABI_SYS_mkdirat                       323
#define LINUXABI_SYS_mknodat                       324
#define LINUXABI_SYS_fchownat                      325
#define LINUXABI_SYS_futimesat                     326    /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_fstatat64                     327
#define LINUXABI_SYS_unlinkat                      328
#define LINUXABI_SYS_renameat                      329
#define LINUXABI_SYS_linkat                        330
#define LINUXABI_SYS_symlinkat                     331
#define LINUXABI_SYS_readlinkat                    332
#define LINUXABI_SYS_fchmodat                      333
#define LINUXABI_SYS_faccessat                     334
#define LINUXABI_SYS_pselect6                      335    /* 32-bit time: see LINUXABI_SYS_pselect6_time64 */
#define LINUXABI_SYS_ppoll                         336    /* 32-bit time: see LINUXABI_SYS_ppoll_time64 */
#define LINUXABI_SYS_unshare                       337
#define LINUXABI_SYS_set_robust_list               338
#define LINUXABI_SYS_get_robust_list               339
#define LINUXABI_SYS_splice                        340
#define LINUXABI_SYS_arm_sync_file_range           341    /* sync_file_range, the flags second (ARM order) */
#define LINUXABI_SYS_sync_file_range2              341    /* same as LINUXABI_SYS_arm_sync_file_range */
#define LINUXABI_SYS_tee                           342
#define LINUXABI_SYS_vmsplice                      343
#define LINUXABI_SYS_move_pages                    344
#define LINUXABI_SYS_getcpu                        345
#define LINUXABI_SYS_epoll_pwait                   346
#define LINUXABI_SYS_kexec_load                    347
#define LINUXABI_SYS_utimensat                     348    /* 32-bit time: see LINUXABI_SYS_utimensat_time64 */
#define LINUXABI_SYS_signalfd                      349
#define LINUXABI_SYS_timerfd_create                350
#define LINUXABI_SYS_eventfd                       351
#define LINUXABI_SYS_fallocate                     352
#define LINUXABI_SYS_timerfd_settime               353    /* 32-bit time: see LINUXABI_SYS_timerfd_settime64 */
#define LINUXABI_SYS_timerfd_gettime               354    /* 32-bit time: see LINUXABI_SYS_timerfd_gettime64 */
#define LINUXABI_SYS_signalfd4                     355
#define LINUXABI_SYS_eventfd2                      356
#define LINUXABI_SYS_epoll_create1                 357
#define LINUXABI_SYS_dup3                          358
#define LINUXABI_SYS_pipe2                         359
#define LINUXABI_SYS_inotify_init1                 360
#define LINUXABI_SYS_preadv                        361
#define LINUXABI_SYS_pwritev                       362
#define LINUXABI_SYS_rt_tgsigqueueinfo             363
#define LINUXABI_SYS_perf_event_open               364
#define LINUXABI_SYS_recvmmsg                      365    /* 32-bit time: see LINUXABI_SYS_recvmmsg_time64 */
#define LINUXABI_SYS_accept4                       366
#define LINUXABI_SYS_fanotify_init                 367
#define LINUXABI_SYS_fanotify_mark                 368
#define LINUXABI_SYS_prlimit64                     369
#define LINUXABI_SYS_name_to_handle_at             370
#define LINUXABI_SYS_open_by_handle_at             371
#define LINUXABI_SYS_clock_adjtime                 372    /* 32-bit time: see LINUXABI_SYS_clock_adjtime64 */
#define LINUXABI_SYS_syncfs                        373
#define LINUXABI_SYS_sendmmsg                      374
#define LINUXABI_SYS_setns                         375
#define LINUXABI_SYS_process_vm_readv              376
#define LINUXABI_SYS_process_vm_writev             377
#define LINUXABI_SYS_kcmp                          378
#define LINUXABI_SYS_finit_module                  379
#define LINUXABI_SYS_sched_setattr                 380
#define LINUXABI_SYS_sched_getattr                 381
#define LINUXABI_SYS_renameat2                     382
#define LINUXABI_SYS_seccomp                       383
#define LINUXABI_SYS_getrandom                     384
#define LINUXABI_SYS_memfd_create                  385
#define LINUXABI_SYS_bpf                           386
#define LINUXABI_SYS_execveat                      387
#define LINUXABI_SYS_userfaultfd                   388
#define LINUXABI_SYS_membarrier                    389
#define LINUXABI_SYS_mlock2                        390
#define LINUXABI_SYS_copy_file_range               391
#define LINUXABI_SYS_preadv2                       392
#define LINUXABI_SYS_pwritev2                      393
#define LINUXABI_SYS_pkey_mprotect                 394
#define LINUXABI_SYS_pkey_alloc                    395
#define LINUXABI_SYS_pkey_free                     396
#define LINUXABI_SYS_statx                         397
#define LINUXABI_SYS_rseq                          398
#define LINUXABI_SYS_io_pgetevents                 399    /* 32-bit time: see LINUXABI_SYS_io_pgetevents_time64 */
#define LINUXABI_SYS_migrate_pages                 400
#define LINUXABI_SYS_kexec_file_load               401
#define LINUXABI_SYS_clock_gettime64               403
#define LINUXABI_SYS_clock_settime64               404
#define LINUXABI_SYS_clock_adjtime64               405
#define LINUXABI_SYS_clock_getres_time64           406
#define LINUXABI_SYS_clock_nanosleep_time64        407
#define LINUXABI_SYS_timer_gettime64               408
#define LINUXABI_SYS_timer_settime64               409
#define LINUXABI_SYS_timerfd_gettime64             410
#define LINUXABI_SYS_timerfd_settime64             411
#define LINUXABI_SYS_utimensat_time64              412
#define LINUXABI_SYS_pselect6_time64               413
#define LINUXABI_SYS_ppoll_time64                  414
#define LINUXABI_SYS_io_pgetevents_time64          416
#define LINUXABI_SYS_recvmmsg_time64               417
#define LINUXABI_SYS_mq_timedsend_time64           418
#define LINUXABI_SYS_mq_timedreceive_time64        419
#define LINUXABI_SYS_semtimedop_time64             420
#define LINUXABI_SYS_rt_sigtimedwait_time64        421
#define LINUXABI_SYS_futex_time64                  422
#define LINUXABI_SYS_sched_rr_get_interval_time64  423
#define LINUXABI_SYS_pidfd_send_signal             424
#define LINUXABI_SYS_io_uring_setup                425
#define LINUXABI_SYS_io_uring_enter                426
#define LINUXABI_SYS_io_uring_register             427
#define LINUXABI_SYS_open_tree                     428
#define LINUXABI_SYS_move_mount                    429
#define LINUXABI_SYS_fsopen                        430
#define LINUXABI_SYS_fsconfig                      431
#define LINUXABI_SYS_fsmount                       432
#define LINUXABI_SYS_fspick                        433
#define LINUXABI_SYS_pidfd_open                    434
#define LINUXABI_SYS_clone3                        435
#define LINUXABI_SYS_close_range                   436
#define LINUXABI_SYS_openat2                       437
#define LINUXABI_SYS_pidfd_getfd                   438
#define LINUXABI_SYS_faccessat2                    439
#define LINUXABI_SYS_process_madvise               440
#define LINUXABI_SYS_epoll_pwait2                  441
#define LINUXABI_SYS_mount_setattr                 442
#define LINUXABI_SYS_quotactl_fd                   443
#define LINUXABI_SYS_landlock_create_ruleset       444
#define LINUXABI_SYS_landlock_add_rule             445
#define LINUXABI_SYS_landlock_restrict_self        446
#define LINUXABI_SYS_process_mrelease              448
#define LINUXABI_SYS_futex_waitv                   449
#define LINUXABI_SYS_set_mempolicy_home_node       450
#define LINUXABI_SYS_cachestat                     451
#define LINUXABI_SYS_fchmodat2                     452
#define LINUXABI_SYS_map_shadow_stack              453
#define LINUXABI_SYS_futex_wake                    454
#define LINUXABI_SYS_futex_wait                    455
#define LINUXABI_SYS_futex_requeue                 456
#define LINUXABI_SYS_statmount                     457
#define LINUXABI_SYS_listmount                     458
#define LINUXABI_SYS_lsm_get_self_attr             459
#define LINUXABI_SYS_lsm_set_self_attr             460
#define LINUXABI_SYS_lsm_list_modules              461
#define LINUXABI_SYS_mseal                         462
#define LINUXABI_SYS_setxattrat                    463
#define LINUXABI_SYS_getxattrat                    464
#define LINUXABI_SYS_listxattrat                   465
#define LINUXABI_SYS_removexattrat                 466
#define LINUXABI_SYS_open_tree_attr                467
#define LINUXABI_SYS_file_getattr                  468
#define LINUXABI_SYS_file_setattr                  469
#define LINUXABI_SYS_listns                        470
#define LINUXABI_SYS_rseq_slice_yield              471
#define LINUXABI_SYS_breakpoint                    983041 /* ARM private: breakpoint trap */
#define LINUXABI_SYS_cacheflush                    983042 /* ARM private: make written code executable */
#define LINUXABI_SYS_set_tls                       983045 /* ARM private: set the thread pointer */
#define LINUXABI_SYS_get_tls                       983046 /* ARM private: read the thread pointer */

#endif
