#ifndef LINUXABI_ARCH_SYSCALL_H
#define LINUXABI_ARCH_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: the system call numbers of arc, in the kernel's
 * order.  The asm-generic table of 32-bit ABIs, with ARC's own calls at
 * 244.
 */

#define LINUXABI_SYS_io_setup                      0
#define LINUXABI_SYS_io_destroy                    1
#define LINUXABI_SYS_io_submit                     2
#define LINUXABI_SYS_io_cancel                     3
#define LINUXABI_SYS_io_getevents                  4   /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_setxattr                      5
#define LINUXABI_SYS_lsetxattr                     6
#define LINUXABI_SYS_fsetxattr                     7
#define LINUXABI_SYS_getxattr                      8
#define LINUXABI_SYS_lgetxattr                     9
#define LINUXABI_SYS_fgetxattr                     10
#define LINUXABI_SYS_listxattr                     11
#define LINUXABI_SYS_llistxattr                    12
#define LINUXABI_SYS_flistxattr                    13
#define LINUXABI_SYS_removexattr                   14
#define LINUXABI_SYS_lremovexattr                  15
#define LINUXABI_SYS_fremovexattr                  16
#define LINUXABI_SYS_getcwd                        17
#define LINUXABI_SYS_lookup_dcookie                18  /* removed with oprofile: ENOSYS */
#define LINUXABI_SYS_eventfd2                      19
#define LINUXABI_SYS_epoll_create1                 20
#define LINUXABI_SYS_epoll_ctl                     21
#define LINUXABI_SYS_epoll_pwait                   22
#define LINUXABI_SYS_dup                           23
#define LINUXABI_SYS_dup3                          24
#define LINUXABI_SYS_fcntl64                       25
#define LINUXABI_SYS_inotify_init1                 26
#define LINUXABI_SYS_inotify_add_watch             27
#define LINUXABI_SYS_inotify_rm_watch              28
#define LINUXABI_SYS_ioctl                         29
#define LINUXABI_SYS_ioprio_set                    30
#define LINUXABI_SYS_ioprio_get                    31
#define LINUXABI_SYS_flock                         32
#define LINUXABI_SYS_mknodat                       33
#define LINUXABI_SYS_mkdirat                       34
#define LINUXABI_SYS_unlinkat                      35
#define LINUXABI_SYS_symlinkat                     36
#define LINUXABI_SYS_linkat                        37
#define LINUXABI_SYS_renameat                      38
#define LINUXABI_SYS_umount2                       39
#define LINUXABI_SYS_mount                         40
#define LINUXABI_SYS_pivot_root                    41
#define LINUXABI_SYS_nfsservctl                    42  /* removed in 3.1: ENOSYS */
#define LINUXABI_SYS_statfs64                      43
#define LINUXABI_SYS_fstatfs64                     44
#define LINUXABI_SYS_truncate64                    45
#define LINUXABI_SYS_ftruncate64                   46
#define LINUXABI_SYS_fallocate                     47
#define LINUXABI_SYS_faccessat                     48
#define LINUXABI_SYS_chdir                         49
#define LINUXABI_SYS_fchdir                        50
#define LINUXABI_SYS_chroot                        51
#define LINUXABI_SYS_fchmod                        52
#define LINUXABI_SYS_fchmodat                      53
#define LINUXABI_SYS_fchownat                      54
#define LINUXABI_SYS_fchown                        55
#define LINUXABI_SYS_openat                        56
#define LINUXABI_SYS_close                         57
#define LINUXABI_SYS_vhangup                       58
#define LINUXABI_SYS_pipe2                         59
#define LINUXABI_SYS_quotactl                      60
#define LINUXABI_SYS_getdents64                    61
#define LINUXABI_SYS_llseek                        62  /* lseek with a 64-bit offset in two halves */
#define LINUXABI_SYS_read                          63
#define LINUXABI_SYS_write                         64
#define LINUXABI_SYS_readv                         65
#define LINUXABI_SYS_writev                        66
#define LINUXABI_SYS_pread64                       67
#define LINUXABI_SYS_pwrite64                      68
#define LINUXABI_SYS_preadv                        69
#define LINUXABI_SYS_pwritev                       70
#define LINUXABI_SYS_sendfile64                    71
#define LINUXABI_SYS_pselect6                      72  /* 32-bit time: see LINUXABI_SYS_pselect6_time64 */
#define LINUXABI_SYS_ppoll                         73  /* 32-bit time: see LINUXABI_SYS_ppoll_time64 */
#define LINUXABI_SYS_signalfd4                     74
#define LINUXABI_SYS_vmsplice                      75
#define LINUXABI_SYS_splice                        76
#define LINUXABI_SYS_tee                           77
#define LINUXABI_SYS_readlinkat                    78
#define LINUXABI_SYS_fstatat64                     79
#define LINUXABI_SYS_fstat64                       80
#define LINUXABI_SYS_sync                          81
#define LINUXABI_SYS_fsync                         82
#define LINUXABI_SYS_fdatasync                     83
#define LINUXABI_SYS_sync_file_range               84
#define LINUXABI_SYS_timerfd_create                85
#define LINUXABI_SYS_timerfd_settime               86  /* 32-bit time: see LINUXABI_SYS_timerfd_settime64 */
#define LINUXABI_SYS_timerfd_gettime               87  /* 32-bit time: see LINUXABI_SYS_timerfd_gettime64 */
#define LINUXABI_SYS_utimensat                     88  /* 32-bit time: see LINUXABI_SYS_utimensat_time64 */
#define LINUXABI_SYS_acct                          89
#define LINUXABI_SYS_capget                        90
#define LINUXABI_SYS_capset                        91
#define LINUXABI_SYS_personality                   92
#define LINUXABI_SYS_exit                          93
#define LINUXABI_SYS_exit_group                    94
#define LINUXABI_SYS_waitid                        95
#define LINUXABI_SYS_set_tid_address               96
#define LINUXABI_SYS_unshare                       97
#define LINUXABI_SYS_futex                         98  /* 32-bit time: see LINUXABI_SYS_futex_time64 */
#define LINUXABI_SYS_set_robust_list               99
#define LINUXABI_SYS_get_robust_list               100
#define LINUXABI_SYS_nanosleep                     101 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_getitimer                     102
#define LINUXABI_SYS_setitimer                     103
#define LINUXABI_SYS_kexec_load                    104
#define LINUXABI_SYS_init_module                   105
#define LINUXABI_SYS_delete_module                 106
#define LINUXABI_SYS_timer_create                  107
#define LINUXABI_SYS_timer_gettime                 108 /* 32-bit time: see LINUXABI_SYS_timer_gettime64 */
#define LINUXABI_SYS_timer_getoverrun              109
#define LINUXABI_SYS_timer_settime                 110 /* 32-bit time: see LINUXABI_SYS_timer_settime64 */
#define LINUXABI_SYS_timer_delete                  111
#define LINUXABI_SYS_clock_settime                 112 /* 32-bit time: see LINUXABI_SYS_clock_settime64 */
#define LINUXABI_SYS_clock_gettime                 113 /* 32-bit time: see LINUXABI_SYS_clock_gettime64 */
#define LINUXABI_SYS_clock_getres                  114 /* 32-bit time: see LINUXABI_SYS_clock_getres_time64 */
#define LINUXABI_SYS_clock_nanosleep               115 /* 32-bit time: see LINUXABI_SYS_clock_nanosleep_time64 */
#define LINUXABI_SYS_syslog                        116
#define LINUXABI_SYS_ptrace                        117
#define LINUXABI_SYS_sched_setparam                118
#define LINUXABI_SYS_sched_setscheduler            119
#define LINUXABI_SYS_sched_getscheduler            120
#define LINUXABI_SYS_sched_getparam                121
#define LINUXABI_SYS_sched_setaffinity             122
#define LINUXABI_SYS_sched_getaffinity             123
#define LINUXABI_SYS_sched_yield                   124
#define LINUXABI_SYS_sched_get_priority_max        125
#define LINUXABI_SYS_sched_get_priority_min        126
#define LINUXABI_SYS_sched_rr_get_interval         127 /* 32-bit time: see LINUXABI_SYS_sched_rr_get_interval_time64 */
#define LINUXABI_SYS_restart_syscall               128
#define LINUXABI_SYS_kill                          129
#define LINUXABI_SYS_tkill                         130
#define LINUXABI_SYS_tgkill                        131
#define LINUXABI_SYS_sigaltstack                   132
#define LINUXABI_SYS_rt_sigsuspend                 133
#define LINUXABI_SYS_rt_sigaction                  134
#define LINUXABI_SYS_rt_sigprocmask                135
#define LINUXABI_SYS_rt_sigpending                 136
#define LINUXABI_SYS_rt_sigtimedwait               137 /* 32-bit time: see LINUXABI_SYS_rt_sigtimedwait_time64 */
#define LINUXABI_SYS_rt_sigqueueinfo               138
#define LINUXABI_SYS_rt_sigreturn                  139
#define LINUXABI_SYS_setpriority                   140
#define LINUXABI_SYS_getpriority                   141
#define LINUXABI_SYS_reboot                        142
#define LINUXABI_SYS_setregid                      143
#define LINUXABI_SYS_setgid                        144
#define LINUXABI_SYS_setreuid                      145
#define LINUXABI_SYS_setuid                        146
#define LINUXABI_SYS_setresuid                     147
#define LINUXABI_SYS_getresuid                     148
#define LINUXABI_SYS_setresgid                     149
#define LINUXABI_SYS_getresgid                     150
#define LINUXABI_SYS_setfsuid                      151
#define LINUXABI_SYS_setfsgid                      152
#define LINUXABI_SYS_times                         153
#define LINUXABI_SYS_setpgid                       154
#define LINUXABI_SYS_getpgid                       155
#define LINUXABI_SYS_getsid                        156
#define LINUXABI_SYS_setsid                        157
#define LINUXABI_SYS_getgroups                     158
#define LINUXABI_SYS_setgroups                     159
#define LINUXABI_SYS_uname                         160
#define LINUXABI_SYS_sethostname                   161
#define LINUXABI_SYS_setdomainname                 162
#define LINUXABI_SYS_getrlimit                     163
#define LINUXABI_SYS_setrlimit                     164
#define LINUXABI_SYS_getrusage                     165
#define LINUXABI_SYS_umask                         166
#define LINUXABI_SYS_prctl                         167
#define LINUXABI_SYS_getcpu                        168
#define LINUXABI_SYS_gettimeofday                  169 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_settimeofday                  170 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_adjtimex                      171 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_getpid                        172
#define LINUXABI_SYS_getppid                       173
#define LINUXABI_SYS_getuid                        174
#define LINUXABI_SYS_geteuid                       175
#define LINUXABI_SYS_getgid                        176
#define LINUXABI_SYS_getegid                       177
#define LINUXABI_SYS_gettid                        178
#define LINUXABI_SYS_sysinfo                       179
#define LINUXABI_SYS_mq_open                       180
#define LINUXABI_SYS_mq_unlink                     181
#define LINUXABI_SYS_mq_timedsend                  182 /* 32-bit time: see LINUXABI_SYS_mq_timedsend_time64 */
#define LINUXABI_SYS_mq_timedreceive               183 /* 32-bit time: see LINUXABI_SYS_mq_timedreceive_time64 */
#define LINUXABI_SYS_mq_notify                     184
#define LINUXABI_SYS_mq_getsetattr                 185
#define LINUXABI_SYS_msgget                        186
#define LINUXABI_SYS_msgctl                        187
#define LINUXABI_SYS_msgrcv                        188
#define LINUXABI_SYS_msgsnd                        189
#define LINUXABI_SYS_semget                        190
#define LINUXABI_SYS_semctl                        191
#define LINUXABI_SYS_semtimedop                    192 /* 32-bit time: see LINUXABI_SYS_semtimedop_time64 */
#define LINUXABI_SYS_semop                         193
#define LINUXABI_SYS_shmget                        194
#define LINUXABI_SYS_shmctl                        195
#define LINUXABI_SYS_shmat                         196
#define LINUXABI_SYS_shmdt                         197
#define LINUXABI_SYS_socket                        198
#define LINUXABI_SYS_socketpair                    199
#define LINUXABI_SYS_bind                          200
#define LINUXABI_SYS_listen                        201
#define LINUXABI_SYS_accept                        202
#define LINUXABI_SYS_connect                       203
#define LINUXABI_SYS_getsockname                   204
#define LINUXABI_SYS_getpeername                   205
#define LINUXABI_SYS_sendto                        206
#define LINUXABI_SYS_recvfrom                      207
#define LINUXABI_SYS_setsockopt                    208
#define LINUXABI_SYS_getsockopt                    209
#define LINUXABI_SYS_shutdown                      210
#define LINUXABI_SYS_sendmsg                       211
#define LINUXABI_SYS_recvmsg                       212
#define LINUXABI_SYS_readahead                     213
#define LINUXABI_SYS_brk                           214
#define LINUXABI_SYS_munmap                        215
#define LINUXABI_SYS_mremap                        216
#define LINUXABI_SYS_add_key                       217
#define LINUXABI_SYS_request_key                   218
#define LINUXABI_SYS_keyctl                        219
#define LINUXABI_SYS_clone                         220
#define LINUXABI_SYS_execve                        221
#define LINUXABI_SYS_mmap2                         222 /* mmap(2), the offset in 4096-byte units */
#define LINUXABI_SYS_fadvise64_64                  223 /* fadvise64 with a 64-bit length */
#define LINUXABI_SYS_swapon                        224
#define LINUXABI_SYS_swapoff                       225
#define LINUXABI_SYS_mprotect                      226
#define LINUXABI_SYS_msync                         227
#define LINUXABI_SYS_mlock                         228
#define LINUXABI_SYS_munlock                       229
#define LINUXABI_SYS_mlockall                      230
#define LINUXABI_SYS_munlockall                    231
#define LINUXABI_SYS_mincore                       232
#define LINUXABI_SYS_madvise                       233
#define LINUXABI_SYS_remap_file_pages              234
#define LINUXABI_SYS_mbind                         235
#define LINUXABI_SYS_get_mempolicy                 236
#define LINUXABI_SYS_set_mempolicy                 237
#define LINUXABI_SYS_migrate_pages                 238
#define LINUXABI_SYS_move_pages                    239
#define LINUXABI_SYS_rt_tgsigqueueinfo             240
#define LINUXABI_SYS_perf_event_open               241
#define LINUXABI_SYS_accept4                       242
#define LINUXABI_SYS_recvmmsg                      243 /* 32-bit time: see LINUXABI_SYS_recvmmsg_time64 */
#define LINUXABI_SYS_cacheflush                    244 /* flush the CPU caches over a range */
#define LINUXABI_SYS_arc_settls                    245
#define LINUXABI_SYS_arc_gettls                    246
#define LINUXABI_SYS_sysfs                         247 /* file-system type information (obsolete) */
#define LINUXABI_SYS_arc_usr_cmpxchg               248 /* compare-and-exchange done by the kernel */
#define LINUXABI_SYS_wait4                         260
#define LINUXABI_SYS_prlimit64                     261
#define LINUXABI_SYS_fanotify_init                 262
#define LINUXABI_SYS_fanotify_mark                 263
#define LINUXABI_SYS_name_to_handle_at             264
#define LINUXABI_SYS_open_by_handle_at             265
#define LINUXABI_SYS_clock_adjtime                 266 /* 32-bit time: see LINUXABI_SYS_clock_adjtime64 */
#define LINUXABI_SYS_syncfs                        267
#define LINUXABI_SYS_setns                         268
#define LINUXABI_SYS_sendmmsg                      269
#define LINUXABI_SYS_process_vm_readv              270
#define LINUXABI_SYS_process_vm_writev             271
#define LINUXABI_SYS_kcmp                          272
#define LINUXABI_SYS_finit_module                  273
#define LINUXABI_SYS_sched_setattr                 274
#define LINUXABI_SYS_sched_getattr                 275
#define LINUXABI_SYS_renameat2                     276
#define LINUXABI_SYS_seccomp                       277
#define LINUXABI_SYS_getrandom                     278
#define LINUXABI_SYS_memfd_create                  279
#define LINUXABI_SYS_bpf                           280
#define LINUXABI_SYS_execveat                      281
#define LINUXABI_SYS_userfaultfd                   282
#define LINUXABI_SYS_membarrier                    283
#define LINUXABI_SYS_mlock2                        284
#define LINUXABI_SYS_copy_file_range               285
#define LINUXABI_SYS_preadv2                       286
#define LINUXABI_SYS_pwritev2                      287
#define LINUXABI_SYS_pkey_mprotect                 288
#define LINUXABI_SYS_pkey_alloc                    289
#define LINUXABI_SYS_pkey_free                     290
#define LINUXABI_SYS_statx                         291
#define LINUXABI_SYS_io_pgetevents                 292 /* 32-bit time: see LINUXABI_SYS_io_pgetevents_time64 */
#define LINUXABI_SYS_rseq                          293
#define LINUXABI_SYS_kexec_file_load               294
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
