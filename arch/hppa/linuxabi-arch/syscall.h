#ifndef LINUXABI_ARCH_SYSCALL_H
#define LINUXABI_ARCH_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: the system call numbers of hppa, in the kernel's
 * order.  PA-RISC's own numbering; the shared calls from 403 on.
 */

#define LINUXABI_SYS_restart_syscall               0
#define LINUXABI_SYS_exit                          1
#define LINUXABI_SYS_fork                          2
#define LINUXABI_SYS_read                          3
#define LINUXABI_SYS_write                         4
#define LINUXABI_SYS_open                          5
#define LINUXABI_SYS_close                         6
#define LINUXABI_SYS_waitpid                       7
#define LINUXABI_SYS_creat                         8
#define LINUXABI_SYS_link                          9
#define LINUXABI_SYS_unlink                        10
#define LINUXABI_SYS_execve                        11
#define LINUXABI_SYS_chdir                         12
#define LINUXABI_SYS_time                          13  /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mknod                         14
#define LINUXABI_SYS_chmod                         15
#define LINUXABI_SYS_lchown                        16
#define LINUXABI_SYS_socket                        17
#define LINUXABI_SYS_stat                          18
#define LINUXABI_SYS_lseek                         19
#define LINUXABI_SYS_getpid                        20
#define LINUXABI_SYS_mount                         21
#define LINUXABI_SYS_bind                          22
#define LINUXABI_SYS_setuid                        23
#define LINUXABI_SYS_getuid                        24
#define LINUXABI_SYS_stime                         25  /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_ptrace                        26
#define LINUXABI_SYS_alarm                         27
#define LINUXABI_SYS_fstat                         28
#define LINUXABI_SYS_pause                         29
#define LINUXABI_SYS_utime                         30  /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_connect                       31
#define LINUXABI_SYS_listen                        32
#define LINUXABI_SYS_access                        33
#define LINUXABI_SYS_nice                          34
#define LINUXABI_SYS_accept                        35
#define LINUXABI_SYS_sync                          36
#define LINUXABI_SYS_kill                          37
#define LINUXABI_SYS_rename                        38
#define LINUXABI_SYS_mkdir                         39
#define LINUXABI_SYS_rmdir                         40
#define LINUXABI_SYS_dup                           41
#define LINUXABI_SYS_pipe                          42
#define LINUXABI_SYS_times                         43
#define LINUXABI_SYS_getsockname                   44
#define LINUXABI_SYS_brk                           45
#define LINUXABI_SYS_setgid                        46
#define LINUXABI_SYS_getgid                        47
#define LINUXABI_SYS_signal                        48  /* old signal(2) entry point */
#define LINUXABI_SYS_geteuid                       49
#define LINUXABI_SYS_getegid                       50
#define LINUXABI_SYS_acct                          51
#define LINUXABI_SYS_umount2                       52
#define LINUXABI_SYS_getpeername                   53
#define LINUXABI_SYS_ioctl                         54
#define LINUXABI_SYS_fcntl                         55
#define LINUXABI_SYS_socketpair                    56
#define LINUXABI_SYS_setpgid                       57
#define LINUXABI_SYS_send                          58
#define LINUXABI_SYS_uname                         59
#define LINUXABI_SYS_umask                         60
#define LINUXABI_SYS_chroot                        61
#define LINUXABI_SYS_ustat                         62
#define LINUXABI_SYS_dup2                          63
#define LINUXABI_SYS_getppid                       64
#define LINUXABI_SYS_getpgrp                       65
#define LINUXABI_SYS_setsid                        66
#define LINUXABI_SYS_pivot_root                    67
#define LINUXABI_SYS_sgetmask                      68  /* old 32-signal blocked mask */
#define LINUXABI_SYS_ssetmask                      69  /* old 32-signal blocked mask */
#define LINUXABI_SYS_setreuid                      70
#define LINUXABI_SYS_setregid                      71
#define LINUXABI_SYS_mincore                       72
#define LINUXABI_SYS_sigpending                    73  /* 32-signal mask: rt_sigpending is current */
#define LINUXABI_SYS_sethostname                   74
#define LINUXABI_SYS_setrlimit                     75
#define LINUXABI_SYS_getrlimit                     76
#define LINUXABI_SYS_getrusage                     77
#define LINUXABI_SYS_gettimeofday                  78  /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_settimeofday                  79  /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_getgroups                     80
#define LINUXABI_SYS_setgroups                     81
#define LINUXABI_SYS_sendto                        82
#define LINUXABI_SYS_symlink                       83
#define LINUXABI_SYS_lstat                         84
#define LINUXABI_SYS_readlink                      85
#define LINUXABI_SYS_uselib                        86  /* load an a.out shared library (obsolete) */
#define LINUXABI_SYS_swapon                        87
#define LINUXABI_SYS_reboot                        88
#define LINUXABI_SYS_mmap2                         89  /* mmap(2), the offset in 4096-byte units */
#define LINUXABI_SYS_mmap                          90
#define LINUXABI_SYS_munmap                        91
#define LINUXABI_SYS_truncate                      92
#define LINUXABI_SYS_ftruncate                     93
#define LINUXABI_SYS_fchmod                        94
#define LINUXABI_SYS_fchown                        95
#define LINUXABI_SYS_getpriority                   96
#define LINUXABI_SYS_setpriority                   97
#define LINUXABI_SYS_recv                          98
#define LINUXABI_SYS_statfs                        99
#define LINUXABI_SYS_fstatfs                       100
#define LINUXABI_SYS_stat64                        101
#define LINUXABI_SYS_syslog                        103
#define LINUXABI_SYS_setitimer                     104
#define LINUXABI_SYS_getitimer                     105
#define LINUXABI_SYS_capget                        106
#define LINUXABI_SYS_capset                        107
#define LINUXABI_SYS_pread64                       108
#define LINUXABI_SYS_pwrite64                      109
#define LINUXABI_SYS_getcwd                        110
#define LINUXABI_SYS_vhangup                       111
#define LINUXABI_SYS_fstat64                       112
#define LINUXABI_SYS_vfork                         113
#define LINUXABI_SYS_wait4                         114
#define LINUXABI_SYS_swapoff                       115
#define LINUXABI_SYS_sysinfo                       116
#define LINUXABI_SYS_shutdown                      117
#define LINUXABI_SYS_fsync                         118
#define LINUXABI_SYS_madvise                       119
#define LINUXABI_SYS_clone                         120
#define LINUXABI_SYS_setdomainname                 121
#define LINUXABI_SYS_sendfile                      122
#define LINUXABI_SYS_recvfrom                      123
#define LINUXABI_SYS_adjtimex                      124 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mprotect                      125
#define LINUXABI_SYS_sigprocmask                   126 /* 32-signal mask: rt_sigprocmask is current */
#define LINUXABI_SYS_init_module                   128
#define LINUXABI_SYS_delete_module                 129
#define LINUXABI_SYS_quotactl                      131
#define LINUXABI_SYS_getpgid                       132
#define LINUXABI_SYS_fchdir                        133
#define LINUXABI_SYS_bdflush                       134 /* old buffer-flush control (obsolete) */
#define LINUXABI_SYS_sysfs                         135 /* file-system type information (obsolete) */
#define LINUXABI_SYS_personality                   136
#define LINUXABI_SYS_setfsuid                      138
#define LINUXABI_SYS_setfsgid                      139
#define LINUXABI_SYS_llseek                        140 /* lseek with a 64-bit offset in two halves */
#define LINUXABI_SYS_getdents                      141
#define LINUXABI_SYS_newselect                     142 /* select(2) */
#define LINUXABI_SYS_flock                         143
#define LINUXABI_SYS_msync                         144
#define LINUXABI_SYS_readv                         145
#define LINUXABI_SYS_writev                        146
#define LINUXABI_SYS_getsid                        147
#define LINUXABI_SYS_fdatasync                     148
#define LINUXABI_SYS_sysctl                        149 /* binary sysctl(2): removed, ENOSYS */
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
#define LINUXABI_SYS_sched_rr_get_interval         161 /* 32-bit time: see LINUXABI_SYS_sched_rr_get_interval_time64 */
#define LINUXABI_SYS_nanosleep                     162 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mremap                        163
#define LINUXABI_SYS_setresuid                     164
#define LINUXABI_SYS_getresuid                     165
#define LINUXABI_SYS_sigaltstack                   166
#define LINUXABI_SYS_poll                          168
#define LINUXABI_SYS_setresgid                     170
#define LINUXABI_SYS_getresgid                     171
#define LINUXABI_SYS_prctl                         172
#define LINUXABI_SYS_rt_sigreturn                  173
#define LINUXABI_SYS_rt_sigaction                  174
#define LINUXABI_SYS_rt_sigprocmask                175
#define LINUXABI_SYS_rt_sigpending                 176
#define LINUXABI_SYS_rt_sigtimedwait               177 /* 32-bit time: see LINUXABI_SYS_rt_sigtimedwait_time64 */
#define LINUXABI_SYS_rt_sigqueueinfo               178
#define LINUXABI_SYS_rt_sigsuspend                 179
#define LINUXABI_SYS_chown                         180
#define LINUXABI_SYS_setsockopt                    181
#define LINUXABI_SYS_getsockopt                    182
#define LINUXABI_SYS_sendmsg                       183
#define LINUXABI_SYS_recvmsg                       184
#define LINUXABI_SYS_semop                         185
#define LINUXABI_SYS_semget                        186
#define LINUXABI_SYS_semctl                        187
#define LINUXABI_SYS_msgsnd                        188
#define LINUXABI_SYS_msgrcv                        189
#define LINUXABI_SYS_msgget                        190
#define LINUXABI_SYS_msgctl                        191
#define LINUXABI_SYS_shmat                         192
#define LINUXABI_SYS_shmdt                         193
#define LINUXABI_SYS_shmget                        194
#define LINUXABI_SYS_shmctl                        195
#define LINUXABI_SYS_lstat64                       198
#define LINUXABI_SYS_truncate64                    199
#define LINUXABI_SYS_ftruncate64                   200
#define LINUXABI_SYS_getdents64                    201
#define LINUXABI_SYS_fcntl64                       202
#define LINUXABI_SYS_gettid                        206
#define LINUXABI_SYS_readahead                     207
#define LINUXABI_SYS_tkill                         208
#define LINUXABI_SYS_sendfile64                    209
#define LINUXABI_SYS_futex                         210 /* 32-bit time: see LINUXABI_SYS_futex_time64 */
#define LINUXABI_SYS_sched_setaffinity             211
#define LINUXABI_SYS_sched_getaffinity             212
#define LINUXABI_SYS_io_setup                      215
#define LINUXABI_SYS_io_destroy                    216
#define LINUXABI_SYS_io_getevents                  217 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_io_submit                     218
#define LINUXABI_SYS_io_cancel                     219
#define LINUXABI_SYS_exit_group                    222
#define LINUXABI_SYS_lookup_dcookie                223 /* removed with oprofile: ENOSYS */
#define LINUXABI_SYS_epoll_create                  224
#define LINUXABI_SYS_epoll_ctl                     225
#define LINUXABI_SYS_epoll_wait                    226
#define LINUXABI_SYS_remap_file_pages              227
#define LINUXABI_SYS_semtimedop                    228 /* 32-bit time: see LINUXABI_SYS_semtimedop_time64 */
#define LINUXABI_SYS_mq_open                       229
#define LINUXABI_SYS_mq_unlink                     230
#define LINUXABI_SYS_mq_timedsend                  231 /* 32-bit time: see LINUXABI_SYS_mq_timedsend_time64 */
#define LINUXABI_SYS_mq_timedreceive               232 /* 32-bit time: see LINUXABI_SYS_mq_timedreceive_time64 */
#define LINUXABI_SYS_mq_notify                     233
#define LINUXABI_SYS_mq_getsetattr                 234
#define LINUXABI_SYS_waitid                        235
#define LINUXABI_SYS_fadvise64_64                  236 /* fadvise64 with a 64-bit length */
#define LINUXABI_SYS_set_tid_address               237
#define LINUXABI_SYS_setxattr                      238
#define LINUXABI_SYS_lsetxattr                     239
#define LINUXABI_SYS_fsetxattr                     240
#define LINUXABI_SYS_getxattr                      241
#define LINUXABI_SYS_lgetxattr                     242
#define LINUXABI_SYS_fgetxattr                     243
#define LINUXABI_SYS_listxattr                     244
#define LINUXABI_SYS_llistxattr                    245
#define LINUXABI_SYS_flistxattr                    246
#define LINUXABI_SYS_removexattr                   247
#define LINUXABI_SYS_lremovexattr                  248
#define LINUXABI_SYS_fremovexattr                  249
#define LINUXABI_SYS_timer_create                  250
#define LINUXABI_SYS_timer_settime                 251 /* 32-bit time: see LINUXABI_SYS_timer_settime64 */
#define LINUXABI_SYS_timer_gettime                 252 /* 32-bit time: see LINUXABI_SYS_timer_gettime64 */
#define LINUXABI_SYS_timer_getoverrun              253
#define LINUXABI_SYS_timer_delete                  254
#define LINUXABI_SYS_clock_settime                 255 /* 32-bit time: see LINUXABI_SYS_clock_settime64 */
#define LINUXABI_SYS_clock_gettime                 256 /* 32-bit time: see LINUXABI_SYS_clock_gettime64 */
#define LINUXABI_SYS_clock_getres                  257 /* 32-bit time: see LINUXABI_SYS_clock_getres_time64 */
#define LINUXABI_SYS_clock_nanosleep               258 /* 32-bit time: see LINUXABI_SYS_clock_nanosleep_time64 */
#define LINUXABI_SYS_tgkill                        259
#define LINUXABI_SYS_mbind                         260
#define LINUXABI_SYS_get_mempolicy                 261
#define LINUXABI_SYS_set_mempolicy                 262
#define LINUXABI_SYS_add_key                       264
#define LINUXABI_SYS_request_key                   265
#define LINUXABI_SYS_keyctl                        266
#define LINUXABI_SYS_ioprio_set                    267
#define LINUXABI_SYS_ioprio_get                    268
#define LINUXABI_SYS_inotify_init                  269
#define LINUXABI_SYS_inotify_add_watch             270
#define LINUXABI_SYS_inotify_rm_watch              271
#define LINUXABI_SYS_migrate_pages                 272
#define LINUXABI_SYS_pselect6                      273 /* 32-bit time: see LINUXABI_SYS_pselect6_time64 */
#define LINUXABI_SYS_ppoll                         274 /* 32-bit time: see LINUXABI_SYS_ppoll_time64 */
#define LINUXABI_SYS_openat                        275
#define LINUXABI_SYS_mkdirat                       276
#define LINUXABI_SYS_mknodat                       277
#define LINUXABI_SYS_fchownat                      278
#define LINUXABI_SYS_futimesat                     279 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_fstatat64                     280
#define LINUXABI_SYS_unlinkat                      281
#define LINUXABI_SYS_renameat                      282
#define LINUXABI_SYS_linkat                        283
#define LINUXABI_SYS_symlinkat                     284
#define LINUXABI_SYS_readlinkat                    285
#define LINUXABI_SYS_fchmodat                      286
#define LINUXABI_SYS_faccessat                     287
#define LINUXABI_SYS_unshare                       288
#define LINUXABI_SYS_set_robust_list               289
#define LINUXABI_SYS_get_robust_list               290
#define LINUXABI_SYS_splice                        291
#define LINUXABI_SYS_sync_file_range               292
#define LINUXABI_SYS_tee                           293
#define LINUXABI_SYS_vmsplice                      294
#define LINUXABI_SYS_move_pages                    295
#define LINUXABI_SYS_getcpu                        296
#define LINUXABI_SYS_epoll_pwait                   297
#define LINUXABI_SYS_statfs64                      298
#define LINUXABI_SYS_fstatfs64                     299
#define LINUXABI_SYS_kexec_load                    300
#define LINUXABI_SYS_utimensat                     301 /* 32-bit time: see LINUXABI_SYS_utimensat_time64 */
#define LINUXABI_SYS_signalfd                      302
#define LINUXABI_SYS_eventfd                       304
#define LINUXABI_SYS_fallocate                     305
#define LINUXABI_SYS_timerfd_create                306
#define LINUXABI_SYS_timerfd_settime               307 /* 32-bit time: see LINUXABI_SYS_timerfd_settime64 */
#define LINUXABI_SYS_timerfd_gettime               308 /* 32-bit time: see LINUXABI_SYS_timerfd_gettime64 */
#define LINUXABI_SYS_signalfd4                     309
#define LINUXABI_SYS_eventfd2                      310
#define LINUXABI_SYS_epoll_create1                 311
#define LINUXABI_SYS_dup3                          312
#define LINUXABI_SYS_pipe2                         313
#define LINUXABI_SYS_inotify_init1                 314
#define LINUXABI_SYS_preadv                        315
#define LINUXABI_SYS_pwritev                       316
#define LINUXABI_SYS_rt_tgsigqueueinfo             317
#define LINUXABI_SYS_perf_event_open               318
#define LINUXABI_SYS_recvmmsg                      319 /* 32-bit time: see LINUXABI_SYS_recvmmsg_time64 */
#define LINUXABI_SYS_accept4                       320
#define LINUXABI_SYS_prlimit64                     321
#define LINUXABI_SYS_fanotify_init                 322
#define LINUXABI_SYS_fanotify_mark                 323
#define LINUXABI_SYS_clock_adjtime                 324 /* 32-bit time: see LINUXABI_SYS_clock_adjtime64 */
#define LINUXABI_SYS_name_to_handle_at             325
#define LINUXABI_SYS_open_by_handle_at             326
#define LINUXABI_SYS_syncfs                        327
#define LINUXABI_SYS_setns                         328
#define LINUXABI_SYS_sendmmsg                      329
#define LINUXABI_SYS_process_vm_readv              330
#define LINUXABI_SYS_process_vm_writev             331
#define LINUXABI_SYS_kcmp                          332
#define LINUXABI_SYS_finit_module                  333
#define LINUXABI_SYS_sched_setattr                 334
#define LINUXABI_SYS_sched_getattr                 335
#define LINUXABI_SYS_utimes                        336 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_renameat2                     337
#define LINUXABI_SYS_seccomp                       338
#define LINUXABI_SYS_getrandom                     339
#define LINUXABI_SYS_memfd_create                  340
#define LINUXABI_SYS_bpf                           341
#define LINUXABI_SYS_execveat                      342
#define LINUXABI_SYS_membarrier                    343
#define LINUXABI_SYS_userfaultfd                   344
#define LINUXABI_SYS_mlock2                        345
#define LINUXABI_SYS_copy_file_range               346
#define LINUXABI_SYS_preadv2                       347
#define LINUXABI_SYS_pwritev2                      348
#define LINUXABI_SYS_statx                         349
#define LINUXABI_SYS_io_pgetevents                 350 /* 32-bit time: see LINUXABI_SYS_io_pgetevents_time64 */
#define LINUXABI_SYS_pkey_mprotect                 351
#define LINUXABI_SYS_pkey_alloc                    352
#define LINUXABI_SYS_pkey_free                     353
#define LINUXABI_SYS_rseq                          354
#define LINUXABI_SYS_kexec_file_load               355
#define LINUXABI_SYS_cacheflush                    356 /* flush the CPU caches over a range */
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

#endif
