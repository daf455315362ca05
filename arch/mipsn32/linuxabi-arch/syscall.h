#ifndef LINUXABI_ARCH_SYSCALL_H
#define LINUXABI_ARCH_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: the system call numbers of mipsn32 (n32), in the
 * kernel's order.  The n32 numbers: 6000 + n.
 */

#define LINUXABI_SYS_read                          6000
#define LINUXABI_SYS_write                         6001
#define LINUXABI_SYS_open                          6002
#define LINUXABI_SYS_close                         6003
#define LINUXABI_SYS_stat                          6004
#define LINUXABI_SYS_fstat                         6005
#define LINUXABI_SYS_lstat                         6006
#define LINUXABI_SYS_poll                          6007
#define LINUXABI_SYS_lseek                         6008
#define LINUXABI_SYS_mmap                          6009
#define LINUXABI_SYS_mprotect                      6010
#define LINUXABI_SYS_munmap                        6011
#define LINUXABI_SYS_brk                           6012
#define LINUXABI_SYS_rt_sigaction                  6013
#define LINUXABI_SYS_rt_sigprocmask                6014
#define LINUXABI_SYS_ioctl                         6015
#define LINUXABI_SYS_pread64                       6016
#define LINUXABI_SYS_pwrite64                      6017
#define LINUXABI_SYS_readv                         6018
#define LINUXABI_SYS_writev                        6019
#define LINUXABI_SYS_access                        6020
#define LINUXABI_SYS_pipe                          6021 /* returns both fds in registers */
#define LINUXABI_SYS_newselect                     6022 /* select(2) */
#define LINUXABI_SYS_sched_yield                   6023
#define LINUXABI_SYS_mremap                        6024
#define LINUXABI_SYS_msync                         6025
#define LINUXABI_SYS_mincore                       6026
#define LINUXABI_SYS_madvise                       6027
#define LINUXABI_SYS_shmget                        6028
#define LINUXABI_SYS_shmat                         6029
#define LINUXABI_SYS_shmctl                        6030
#define LINUXABI_SYS_dup                           6031
#define LINUXABI_SYS_dup2                          6032
#define LINUXABI_SYS_pause                         6033
#define LINUXABI_SYS_nanosleep                     6034 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_getitimer                     6035
#define LINUXABI_SYS_setitimer                     6036
#define LINUXABI_SYS_alarm                         6037
#define LINUXABI_SYS_getpid                        6038
#define LINUXABI_SYS_sendfile                      6039
#define LINUXABI_SYS_socket                        6040
#define LINUXABI_SYS_connect                       6041
#define LINUXABI_SYS_accept                        6042
#define LINUXABI_SYS_sendto                        6043
#define LINUXABI_SYS_recvfrom                      6044
#define LINUXABI_SYS_sendmsg                       6045
#define LINUXABI_SYS_recvmsg                       6046
#define LINUXABI_SYS_shutdown                      6047
#define LINUXABI_SYS_bind                          6048
#define LINUXABI_SYS_listen                        6049
#define LINUXABI_SYS_getsockname                   6050
#define LINUXABI_SYS_getpeername                   6051
#define LINUXABI_SYS_socketpair                    6052
#define LINUXABI_SYS_setsockopt                    6053
#define LINUXABI_SYS_getsockopt                    6054
#define LINUXABI_SYS_clone                         6055
#define LINUXABI_SYS_fork                          6056
#define LINUXABI_SYS_execve                        6057
#define LINUXABI_SYS_exit                          6058
#define LINUXABI_SYS_wait4                         6059
#define LINUXABI_SYS_kill                          6060
#define LINUXABI_SYS_uname                         6061
#define LINUXABI_SYS_semget                        6062
#define LINUXABI_SYS_semop                         6063
#define LINUXABI_SYS_semctl                        6064
#define LINUXABI_SYS_shmdt                         6065
#define LINUXABI_SYS_msgget                        6066
#define LINUXABI_SYS_msgsnd                        6067
#define LINUXABI_SYS_msgrcv                        6068
#define LINUXABI_SYS_msgctl                        6069
#define LINUXABI_SYS_fcntl                         6070
#define LINUXABI_SYS_flock                         6071
#define LINUXABI_SYS_fsync                         6072
#define LINUXABI_SYS_fdatasync                     6073
#define LINUXABI_SYS_truncate                      6074
#define LINUXABI_SYS_ftruncate                     6075
#define LINUXABI_SYS_getdents                      6076
#define LINUXABI_SYS_getcwd                        6077
#define LINUXABI_SYS_chdir                         6078
#define LINUXABI_SYS_fchdir                        6079
#define LINUXABI_SYS_rename                        6080
#define LINUXABI_SYS_mkdir                         6081
#define LINUXABI_SYS_rmdir                         6082
#define LINUXABI_SYS_creat                         6083
#define LINUXABI_SYS_link                          6084
#define LINUXABI_SYS_unlink                        6085
#define LINUXABI_SYS_symlink                       6086
#define LINUXABI_SYS_readlink                      6087
#define LINUXABI_SYS_chmod                         6088
#define LINUXABI_SYS_fchmod                        6089
#define LINUXABI_SYS_chown                         6090
#define LINUXABI_SYS_fchown                        6091
#define LINUXABI_SYS_lchown                        6092
#define LINUXABI_SYS_umask                         6093
#define LINUXABI_SYS_gettimeofday                  6094 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_getrlimit                     6095
#define LINUXABI_SYS_getrusage                     6096
#define LINUXABI_SYS_sysinfo                       6097
#define LINUXABI_SYS_times                         6098
#define LINUXABI_SYS_ptrace                        6099
#define LINUXABI_SYS_getuid                        6100
#define LINUXABI_SYS_syslog                        6101
#define LINUXABI_SYS_getgid                        6102
#define LINUXABI_SYS_setuid                        6103
#define LINUXABI_SYS_setgid                        6104
#define LINUXABI_SYS_geteuid                       6105
#define LINUXABI_SYS_getegid                       6106
#define LINUXABI_SYS_setpgid                       6107
#define LINUXABI_SYS_getppid                       6108
#define LINUXABI_SYS_getpgrp                       6109
#define LINUXABI_SYS_setsid                        6110
#define LINUXABI_SYS_setreuid                      6111
#define LINUXABI_SYS_setregid                      6112
#define LINUXABI_SYS_getgroups                     6113
#define LINUXABI_SYS_setgroups                     6114
#define LINUXABI_SYS_setresuid                     6115
#define LINUXABI_SYS_getresuid                     6116
#define LINUXABI_SYS_setresgid                     6117
#define LINUXABI_SYS_getresgid                     6118
#define LINUXABI_SYS_getpgid                       6119
#define LINUXABI_SYS_setfsuid                      6120
#define LINUXABI_SYS_setfsgid                      6121
#define LINUXABI_SYS_getsid                        6122
#define LINUXABI_SYS_capget                        6123
#define LINUXABI_SYS_capset                        6124
#define LINUXABI_SYS_rt_sigpending                 6125
#define LINUXABI_SYS_rt_sigtimedwait               6126 /* 32-bit time: see LINUXABI_SYS_rt_sigtimedwait_time64 */
#define LINUXABI_SYS_rt_sigqueueinfo               6127
#define LINUXABI_SYS_rt_sigsuspend                 6128
#define LINUXABI_SYS_sigaltstack                   6129
#define LINUXABI_SYS_utime                         6130 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mknod                         6131
#define LINUXABI_SYS_personality                   6132
#define LINUXABI_SYS_ustat                         6133
#define LINUXABI_SYS_statfs                        6134
#define LINUXABI_SYS_fstatfs                       6135
#define LINUXABI_SYS_sysfs                         6136 /* file-system type information (obsolete) */
#define LINUXABI_SYS_getpriority                   6137
#define LINUXABI_SYS_setpriority                   6138
#define LINUXABI_SYS_sched_setparam                6139
#define LINUXABI_SYS_sched_getparam                6140
#define LINUXABI_SYS_sched_setscheduler            6141
#define LINUXABI_SYS_sched_getscheduler            6142
#define LINUXABI_SYS_sched_get_priority_max        6143
#define LINUXABI_SYS_sched_get_priority_min        6144
#define LINUXABI_SYS_sched_rr_get_interval         6145 /* 32-bit time: see LINUXABI_SYS_sched_rr_get_interval_time64 */
#define LINUXABI_SYS_mlock                         6146
#define LINUXABI_SYS_munlock                       6147
#define LINUXABI_SYS_mlockall                      6148
#define LINUXABI_SYS_munlockall                    6149
#define LINUXABI_SYS_vhangup                       6150
#define LINUXABI_SYS_pivot_root                    6151
#define LINUXABI_SYS_sysctl                        6152 /* binary sysctl(2): removed, ENOSYS */
#define LINUXABI_SYS_prctl                         6153
#define LINUXABI_SYS_adjtimex                      6154 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_setrlimit                     6155
#define LINUXABI_SYS_chroot                        6156
#define LINUXABI_SYS_sync                          6157
#define LINUXABI_SYS_acct                          6158
#define LINUXABI_SYS_settimeofday                  6159 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mount                         6160
#define LINUXABI_SYS_umount2                       6161
#define LINUXABI_SYS_swapon                        6162
#define LINUXABI_SYS_swapoff                       6163
#define LINUXABI_SYS_reboot                        6164
#define LINUXABI_SYS_sethostname                   6165
#define LINUXABI_SYS_setdomainname                 6166
#define LINUXABI_SYS_create_module                 6167 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_init_module                   6168
#define LINUXABI_SYS_delete_module                 6169
#define LINUXABI_SYS_get_kernel_syms               6170 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_query_module                  6171 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_quotactl                      6172
#define LINUXABI_SYS_nfsservctl                    6173 /* removed in 3.1: ENOSYS */
#define LINUXABI_SYS_getpmsg                       6174 /* never implemented: ENOSYS */
#define LINUXABI_SYS_putpmsg                       6175 /* never implemented: ENOSYS */
#define LINUXABI_SYS_afs_syscall                   6176 /* never implemented: ENOSYS */
#define LINUXABI_SYS_gettid                        6178
#define LINUXABI_SYS_readahead                     6179
#define LINUXABI_SYS_setxattr                      6180
#define LINUXABI_SYS_lsetxattr                     6181
#define LINUXABI_SYS_fsetxattr                     6182
#define LINUXABI_SYS_getxattr                      6183
#define LINUXABI_SYS_lgetxattr                     6184
#define LINUXABI_SYS_fgetxattr                     6185
#define LINUXABI_SYS_listxattr                     6186
#define LINUXABI_SYS_llistxattr                    6187
#define LINUXABI_SYS_flistxattr                    6188
#define LINUXABI_SYS_removexattr                   6189
#define LINUXABI_SYS_lremovexattr                  6190
#define LINUXABI_SYS_fremovexattr                  6191
#define LINUXABI_SYS_tkill                         6192
#define LINUXABI_SYS_futex                         6194 /* 32-bit time: see LINUXABI_SYS_futex_time64 */
#define LINUXABI_SYS_sched_setaffinity             6195
#define LINUXABI_SYS_sched_getaffinity             6196
#define LINUXABI_SYS_cacheflush                    6197 /* flush the CPU caches over a range */
#define LINUXABI_SYS_cachectl                      6198 /* MIPS: make a range cacheable or uncached */
#define LINUXABI_SYS_sysmips                       6199 /* MIPS machine-specific operations */
#define LINUXABI_SYS_io_setup                      6200
#define LINUXABI_SYS_io_destroy                    6201
#define LINUXABI_SYS_io_getevents                  6202 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_io_submit                     6203
#define LINUXABI_SYS_io_cancel                     6204
#define LINUXABI_SYS_exit_group                    6205
#define LINUXABI_SYS_lookup_dcookie                6206 /* removed with oprofile: ENOSYS */
#define LINUXABI_SYS_epoll_create                  6207
#define LINUXABI_SYS_epoll_ctl                     6208
#define LINUXABI_SYS_epoll_wait                    6209
#define LINUXABI_SYS_remap_file_pages              6210
#define LINUXABI_SYS_rt_sigreturn                  6211
#define LINUXABI_SYS_fcntl64                       6212
#define LINUXABI_SYS_set_tid_address               6213
#define LINUXABI_SYS_restart_syscall               6214
#define LINUXABI_SYS_semtimedop                    6215 /* 32-bit time: see LINUXABI_SYS_semtimedop_time64 */
#define LINUXABI_SYS_fadvise64                     6216
#define LINUXABI_SYS_statfs64                      6217
#define LINUXABI_SYS_fstatfs64                     6218
#define LINUXABI_SYS_sendfile64                    6219
#define LINUXABI_SYS_timer_create                  6220
#define LINUXABI_SYS_timer_settime                 6221 /* 32-bit time: see LINUXABI_SYS_timer_settime64 */
#define LINUXABI_SYS_timer_gettime                 6222 /* 32-bit time: see LINUXABI_SYS_timer_gettime64 */
#define LINUXABI_SYS_timer_getoverrun              6223
#define LINUXABI_SYS_timer_delete                  6224
#define LINUXABI_SYS_clock_settime                 6225 /* 32-bit time: see LINUXABI_SYS_clock_settime64 */
#define LINUXABI_SYS_clock_gettime                 6226 /* 32-bit time: see LINUXABI_SYS_clock_gettime64 */
#define LINUXABI_SYS_clock_getres                  6227 /* 32-bit time: see LINUXABI_SYS_clock_getres_time64 */
#define LINUXABI_SYS_clock_nanosleep               6228 /* 32-bit time: see LINUXABI_SYS_clock_nanosleep_time64 */
#define LINUXABI_SYS_tgkill                        6229
#define LINUXABI_SYS_utimes                        6230 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mbind                         6231
#define LINUXABI_SYS_get_mempolicy                 6232
#define LINUXABI_SYS_set_mempolicy                 6233
#define LINUXABI_SYS_mq_open                       6234
#define LINUXABI_SYS_mq_unlink                     6235
#define LINUXABI_SYS_mq_timedsend                  6236 /* 32-bit time: see LINUXABI_SYS_mq_timedsend_time64 */
#define LINUXABI_SYS_mq_timedreceive               6237 /* 32-bit time: see LINUXABI_SYS_mq_timedreceive_time64 */
#define LINUXABI_SYS_mq_notify                     6238
#define LINUXABI_SYS_mq_getsetattr                 6239
#define LINUXABI_SYS_vserver                       6240 /* never implemented: ENOSYS */
#define LINUXABI_SYS_waitid                        6241
#define LINUXABI_SYS_add_key                       6243
#define LINUXABI_SYS_request_key                   6244
#define LINUXABI_SYS_keyctl                        6245
#define LINUXABI_SYS_set_thread_area               6246
#define LINUXABI_SYS_inotify_init                  6247
#define LINUXABI_SYS_inotify_add_watch             6248
#define LINUXABI_SYS_inotify_rm_watch              6249
#define LINUXABI_SYS_migrate_pages                 6250
#define LINUXABI_SYS_openat                        6251
#define LINUXABI_SYS_mkdirat                       6252
#define LINUXABI_SYS_mknodat                       6253
#define LINUXABI_SYS_fchownat                      6254
#define LINUXABI_SYS_futimesat                     6255 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_newfstatat                    6256
#define LINUXABI_SYS_unlinkat                      6257
#define LINUXABI_SYS_renameat                      6258
#define LINUXABI_SYS_linkat                        6259
#define LINUXABI_SYS_symlinkat                     6260
#define LINUXABI_SYS_readlinkat                    6261
#define LINUXABI_SYS_fchmodat                      6262
#define LINUXABI_SYS_faccessat                     6263
#define LINUXABI_SYS_pselect6                      6264 /* 32-bit time: see LINUXABI_SYS_pselect6_time64 */
#define LINUXABI_SYS_ppoll                         6265 /* 32-bit time: see LINUXABI_SYS_ppoll_time64 */
#define LINUXABI_SYS_unshare                       6266
#define LINUXABI_SYS_splice                        6267
#define LINUXABI_SYS_sync_file_range               6268
#define LINUXABI_SYS_tee                           6269
#define LINUXABI_SYS_vmsplice                      6270
#define LINUXABI_SYS_move_pages                    6271
#define LINUXABI_SYS_set_robust_list               6272
#define LINUXABI_SYS_get_robust_list               6273
#define LINUXABI_SYS_kexec_load                    6274
#define LINUXABI_SYS_getcpu                        6275
#define LINUXABI_SYS_epoll_pwait                   6276
#define LINUXABI_SYS_ioprio_set                    6277
#define LINUXABI_SYS_ioprio_get                    6278
#define LINUXABI_SYS_utimensat                     6279 /* 32-bit time: see LINUXABI_SYS_utimensat_time64 */
#define LINUXABI_SYS_signalfd                      6280
#define LINUXABI_SYS_timerfd                       6281 /* never implemented: ENOSYS (timerfd_create is the call) */
#define LINUXABI_SYS_eventfd                       6282
#define LINUXABI_SYS_fallocate                     6283
#define LINUXABI_SYS_timerfd_create                6284
#define LINUXABI_SYS_timerfd_gettime               6285 /* 32-bit time: see LINUXABI_SYS_timerfd_gettime64 */
#define LINUXABI_SYS_timerfd_settime               6286 /* 32-bit time: see LINUXABI_SYS_timerfd_settime64 */
#define LINUXABI_SYS_signalfd4                     6287
#define LINUXABI_SYS_eventfd2                      6288
#define LINUXABI_SYS_epoll_create1                 6289
#define LINUXABI_SYS_dup3                          6290
#define LINUXABI_SYS_pipe2                         6291
#define LINUXABI_SYS_inotify_init1                 6292
#define LINUXABI_SYS_preadv                        6293
#define LINUXABI_SYS_pwritev                       6294
#define LINUXABI_SYS_rt_tgsigqueueinfo             6295
#define LINUXABI_SYS_perf_event_open               6296
#define LINUXABI_SYS_accept4                       6297
#define LINUXABI_SYS_recvmmsg                      6298 /* 32-bit time: see LINUXABI_SYS_recvmmsg_time64 */
#define LINUXABI_SYS_getdents64                    6299
#define LINUXABI_SYS_fanotify_init                 6300
#define LINUXABI_SYS_fanotify_mark                 6301
#define LINUXABI_SYS_prlimit64                     6302
#define LINUXABI_SYS_name_to_handle_at             6303
#define LINUXABI_SYS_open_by_handle_at             6304
#define LINUXABI_SYS_clock_adjtime                 6305 /* 32-bit time: see LINUXABI_SYS_clock_adjtime64 */
#define LINUXABI_SYS_syncfs                        6306
#define LINUXABI_SYS_sendmmsg                      6307
#define LINUXABI_SYS_setns                         6308
#define LINUXABI_SYS_process_vm_readv              6309
#define LINUXABI_SYS_process_vm_writev             6310
#define LINUXABI_SYS_kcmp                          6311
#define LINUXABI_SYS_finit_module                  6312
#define LINUXABI_SYS_sched_setattr                 6313
#define LINUXABI_SYS_sched_getattr                 6314
#define LINUXABI_SYS_renameat2                     6315
#define LINUXABI_SYS_seccomp                       6316
#define LINUXABI_SYS_getrandom                     6317
#define LINUXABI_SYS_memfd_create                  6318
#define LINUXABI_SYS_bpf                           6319
#define LINUXABI_SYS_execveat                      6320
#define LINUXABI_SYS_userfaultfd                   6321
#define LINUXABI_SYS_membarrier                    6322
#define LINUXABI_SYS_mlock2                        6323
#define LINUXABI_SYS_copy_file_range               6324
#define LINUXABI_SYS_preadv2                       6325
#define LINUXABI_SYS_pwritev2                      6326
#define LINUXABI_SYS_pkey_mprotect                 6327
#define LINUXABI_SYS_pkey_alloc                    6328
#define LINUXABI_SYS_pkey_free                     6329
#define LINUXABI_SYS_statx                         6330
#define LINUXABI_SYS_rseq                          6331
#define LINUXABI_SYS_io_pgetevents                 6332 /* 32-bit time: see LINUXABI_SYS_io_pgetevents_time64 */
#define LINUXABI_SYS_clock_gettime64               6403
#define LINUXABI_SYS_clock_settime64               6404
#define LINUXABI_SYS_clock_adjtime64               6405
#define LINUXABI_SYS_clock_getres_time64           6406
#define LINUXABI_SYS_clock_nanosleep_time64        6407
#define LINUXABI_SYS_timer_gettime64               6408
#define LINUXABI_SYS_timer_settime64               6409
#define LINUXABI_SYS_timerfd_gettime64             6410
#define LINUXABI_SYS_timerfd_settime64             6411
#define LINUXABI_SYS_utimensat_time64              6412
#define LINUXABI_SYS_pselect6_time64               6413
#define LINUXABI_SYS_ppoll_time64                  6414
#define LINUXABI_SYS_io_pgetevents_time64          6416
#define LINUXABI_SYS_recvmmsg_time64               6417
#define LINUXABI_SYS_mq_timedsend_time64           6418
#define LINUXABI_SYS_mq_timedreceive_time64        6419
#define LINUXABI_SYS_semtimedop_time64             6420
#define LINUXABI_SYS_rt_sigtimedwait_time64        6421
#define LINUXABI_SYS_futex_time64                  6422
#define LINUXABI_SYS_sched_rr_get_interval_time64  6423
#define LINUXABI_SYS_pidfd_send_signal             6424
#define LINUXABI_SYS_io_uring_setup                6425
#define LINUXABI_SYS_io_uring_enter                6426
#define LINUXABI_SYS_io_uring_register             6427
#define LINUXABI_SYS_open_tree                     6428
#define LINUXABI_SYS_move_mount                    6429
#define LINUXABI_SYS_fsopen                        6430
#define LINUXABI_SYS_fsconfig                      6431
#define LINUXABI_SYS_fsmount                       6432
#define LINUXABI_SYS_fspick                        6433
#define LINUXABI_SYS_pidfd_open                    6434
#define LINUXABI_SYS_clone3                        6435
#define LINUXABI_SYS_close_range                   6436
#define LINUXABI_SYS_openat2                       6437
#define LINUXABI_SYS_pidfd_getfd                   6438
#define LINUXABI_SYS_faccessat2                    6439
#define LINUXABI_SYS_process_madvise               6440
#define LINUXABI_SYS_epoll_pwait2                  6441
#define LINUXABI_SYS_mount_setattr                 6442
#define LINUXABI_SYS_quotactl_fd                   6443
#define LINUXABI_SYS_landlock_create_ruleset       6444
#define LINUXABI_SYS_landlock_add_rule             6445
#define LINUXABI_SYS_landlock_restrict_self        6446
#define LINUXABI_SYS_process_mrelease              6448
#define LINUXABI_SYS_futex_waitv                   6449
#define LINUXABI_SYS_set_mempolicy_home_node       6450
#define LINUXABI_SYS_cachestat                     6451
#define LINUXABI_SYS_fchmodat2                     6452
#define LINUXABI_SYS_map_shadow_stack              6453
#define LINUXABI_SYS_futex_wake                    6454
#define LINUXABI_SYS_futex_wait                    6455
#define LINUXABI_SYS_futex_requeue                 6456
#define LINUXABI_SYS_statmount                     6457
#define LINUXABI_SYS_listmount                     6458
#define LINUXABI_SYS_lsm_get_self_attr             6459
#define LINUXABI_SYS_lsm_set_self_attr             6460
#define LINUXABI_SYS_lsm_list_modules              6461
#define LINUXABI_SYS_mseal                         6462
#define LINUXABI_SYS_setxattrat                    6463
#define LINUXABI_SYS_getxattrat                    6464
#define LINUXABI_SYS_listxattrat                   6465
#define LINUXABI_SYS_removexattrat                 6466
#define LINUXABI_SYS_open_tree_attr                6467
#define LINUXABI_SYS_file_getattr                  6468
#define LINUXABI_SYS_file_setattr                  6469
#define LINUXABI_SYS_listns                        6470
#define LINUXABI_SYS_rseq_slice_yield              6471

#endif
