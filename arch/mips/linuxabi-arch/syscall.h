#ifndef LINUXABI_ARCH_SYSCALL_H
#define LINUXABI_ARCH_SYSCALL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/syscall.h>: the system call numbers of mips (o32), in the
 * kernel's order.  The o32 numbers: 4000 + n.
 */

#define LINUXABI_SYS_syscall                       4000 /* indirect call: the number is the first argument */
#define LINUXABI_SYS_exit                          4001
#define LINUXABI_SYS_fork                          4002
#define LINUXABI_SYS_read                          4003
#define LINUXABI_SYS_write                         4004
#define LINUXABI_SYS_open                          4005
#define LINUXABI_SYS_close                         4006
#define LINUXABI_SYS_waitpid                       4007
#define LINUXABI_SYS_creat                         4008
#define LINUXABI_SYS_link                          4009
#define LINUXABI_SYS_unlink                        4010
#define LINUXABI_SYS_execve                        4011
#define LINUXABI_SYS_chdir                         4012
#define LINUXABI_SYS_time                          4013 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mknod                         4014
#define LINUXABI_SYS_chmod                         4015
#define LINUXABI_SYS_lchown                        4016
#define LINUXABI_SYS_break                         4017 /* never implemented: ENOSYS */
#define LINUXABI_SYS_lseek                         4019
#define LINUXABI_SYS_getpid                        4020
#define LINUXABI_SYS_mount                         4021
#define LINUXABI_SYS_umount                        4022 /* umount(2) without flags (umount2) */
#define LINUXABI_SYS_setuid                        4023
#define LINUXABI_SYS_getuid                        4024
#define LINUXABI_SYS_stime                         4025 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_ptrace                        4026
#define LINUXABI_SYS_alarm                         4027
#define LINUXABI_SYS_pause                         4029
#define LINUXABI_SYS_utime                         4030 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_stty                          4031 /* never implemented: ENOSYS */
#define LINUXABI_SYS_gtty                          4032 /* never implemented: ENOSYS */
#define LINUXABI_SYS_access                        4033
#define LINUXABI_SYS_nice                          4034
#define LINUXABI_SYS_ftime                         4035 /* never implemented: ENOSYS */
#define LINUXABI_SYS_sync                          4036
#define LINUXABI_SYS_kill                          4037
#define LINUXABI_SYS_rename                        4038
#define LINUXABI_SYS_mkdir                         4039
#define LINUXABI_SYS_rmdir                         4040
#define LINUXABI_SYS_dup                           4041
#define LINUXABI_SYS_pipe                          4042 /* returns both fds in registers */
#define LINUXABI_SYS_times                         4043
#define LINUXABI_SYS_prof                          4044 /* never implemented: ENOSYS */
#define LINUXABI_SYS_brk                           4045
#define LINUXABI_SYS_setgid                        4046
#define LINUXABI_SYS_getgid                        4047
#define LINUXABI_SYS_signal                        4048 /* old signal(2) entry point */
#define LINUXABI_SYS_geteuid                       4049
#define LINUXABI_SYS_getegid                       4050
#define LINUXABI_SYS_acct                          4051
#define LINUXABI_SYS_umount2                       4052
#define LINUXABI_SYS_lock                          4053 /* never implemented: ENOSYS */
#define LINUXABI_SYS_ioctl                         4054
#define LINUXABI_SYS_fcntl                         4055
#define LINUXABI_SYS_mpx                           4056 /* never implemented: ENOSYS */
#define LINUXABI_SYS_setpgid                       4057
#define LINUXABI_SYS_ulimit                        4058 /* never implemented: ENOSYS */
#define LINUXABI_SYS_umask                         4060
#define LINUXABI_SYS_chroot                        4061
#define LINUXABI_SYS_ustat                         4062
#define LINUXABI_SYS_dup2                          4063
#define LINUXABI_SYS_getppid                       4064
#define LINUXABI_SYS_getpgrp                       4065
#define LINUXABI_SYS_setsid                        4066
#define LINUXABI_SYS_sigaction                     4067 /* 32-signal mask: rt_sigaction is current */
#define LINUXABI_SYS_sgetmask                      4068 /* old 32-signal blocked mask */
#define LINUXABI_SYS_ssetmask                      4069 /* old 32-signal blocked mask */
#define LINUXABI_SYS_setreuid                      4070
#define LINUXABI_SYS_setregid                      4071
#define LINUXABI_SYS_sigsuspend                    4072 /* 32-signal mask: rt_sigsuspend is current */
#define LINUXABI_SYS_sigpending                    4073 /* 32-signal mask: rt_sigpending is current */
#define LINUXABI_SYS_sethostname                   4074
#define LINUXABI_SYS_setrlimit                     4075
#define LINUXABI_SYS_getrlimit                     4076
#define LINUXABI_SYS_getrusage                     4077
#define LINUXABI_SYS_gettimeofday                  4078 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_settimeofday                  4079 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_getgroups                     4080
#define LINUXABI_SYS_setgroups                     4081
#define LINUXABI_SYS_symlink                       4083
#define LINUXABI_SYS_readlink                      4085
#define LINUXABI_SYS_uselib                        4086 /* load an a.out shared library (obsolete) */
#define LINUXABI_SYS_swapon                        4087
#define LINUXABI_SYS_reboot                        4088
#define LINUXABI_SYS_readdir                       4089 /* old readdir: one entry a call (getdents64) */
#define LINUXABI_SYS_mmap                          4090
#define LINUXABI_SYS_munmap                        4091
#define LINUXABI_SYS_truncate                      4092
#define LINUXABI_SYS_ftruncate                     4093
#define LINUXABI_SYS_fchmod                        4094
#define LINUXABI_SYS_fchown                        4095
#define LINUXABI_SYS_getpriority                   4096
#define LINUXABI_SYS_setpriority                   4097
#define LINUXABI_SYS_profil                        4098 /* never implemented: ENOSYS */
#define LINUXABI_SYS_statfs                        4099
#define LINUXABI_SYS_fstatfs                       4100
#define LINUXABI_SYS_ioperm                        4101
#define LINUXABI_SYS_socketcall                    4102 /* old multiplexer of the socket calls */
#define LINUXABI_SYS_syslog                        4103
#define LINUXABI_SYS_setitimer                     4104
#define LINUXABI_SYS_getitimer                     4105
#define LINUXABI_SYS_stat                          4106
#define LINUXABI_SYS_lstat                         4107
#define LINUXABI_SYS_fstat                         4108
#define LINUXABI_SYS_iopl                          4110
#define LINUXABI_SYS_vhangup                       4111
#define LINUXABI_SYS_idle                          4112 /* removed: ENOSYS */
#define LINUXABI_SYS_vm86                          4113
#define LINUXABI_SYS_wait4                         4114
#define LINUXABI_SYS_swapoff                       4115
#define LINUXABI_SYS_sysinfo                       4116
#define LINUXABI_SYS_ipc                           4117 /* old multiplexer of the System V IPC calls */
#define LINUXABI_SYS_fsync                         4118
#define LINUXABI_SYS_sigreturn                     4119 /* return from a non-rt signal handler */
#define LINUXABI_SYS_clone                         4120
#define LINUXABI_SYS_setdomainname                 4121
#define LINUXABI_SYS_uname                         4122
#define LINUXABI_SYS_modify_ldt                    4123
#define LINUXABI_SYS_adjtimex                      4124 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mprotect                      4125
#define LINUXABI_SYS_sigprocmask                   4126 /* 32-signal mask: rt_sigprocmask is current */
#define LINUXABI_SYS_create_module                 4127 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_init_module                   4128
#define LINUXABI_SYS_delete_module                 4129
#define LINUXABI_SYS_get_kernel_syms               4130 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_quotactl                      4131
#define LINUXABI_SYS_getpgid                       4132
#define LINUXABI_SYS_fchdir                        4133
#define LINUXABI_SYS_bdflush                       4134 /* old buffer-flush control (obsolete) */
#define LINUXABI_SYS_sysfs                         4135 /* file-system type information (obsolete) */
#define LINUXABI_SYS_personality                   4136
#define LINUXABI_SYS_afs_syscall                   4137 /* never implemented: ENOSYS */
#define LINUXABI_SYS_setfsuid                      4138
#define LINUXABI_SYS_setfsgid                      4139
#define LINUXABI_SYS_llseek                        4140 /* lseek with a 64-bit offset in two halves */
#define LINUXABI_SYS_getdents                      4141
#define LINUXABI_SYS_newselect                     4142 /* select(2) */
#define LINUXABI_SYS_flock                         4143
#define LINUXABI_SYS_msync                         4144
#define LINUXABI_SYS_readv                         4145
#define LINUXABI_SYS_writev                        4146
#define LINUXABI_SYS_cacheflush                    4147 /* flush the CPU caches over a range */
#define LINUXABI_SYS_cachectl                      4148 /* MIPS: make a range cacheable or uncached */
#define LINUXABI_SYS_sysmips                       4149 /* MIPS machine-specific operations */
#define LINUXABI_SYS_getsid                        4151
#define LINUXABI_SYS_fdatasync                     4152
#define LINUXABI_SYS_sysctl                        4153 /* binary sysctl(2): removed, ENOSYS */
#define LINUXABI_SYS_mlock                         4154
#define LINUXABI_SYS_munlock                       4155
#define LINUXABI_SYS_mlockall                      4156
#define LINUXABI_SYS_munlockall                    4157
#define LINUXABI_SYS_sched_setparam                4158
#define LINUXABI_SYS_sched_getparam                4159
#define LINUXABI_SYS_sched_setscheduler            4160
#define LINUXABI_SYS_sched_getscheduler            4161
#define LINUXABI_SYS_sched_yield                   4162
#define LINUXABI_SYS_sched_get_priority_max        4163
#define LINUXABI_SYS_sched_get_priority_min        4164
#define LINUXABI_SYS_sched_rr_get_interval         4165 /* 32-bit time: see LINUXABI_SYS_sched_rr_get_interval_time64 */
#define LINUXABI_SYS_nanosleep                     4166 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mremap                        4167
#define LINUXABI_SYS_accept                        4168
#define LINUXABI_SYS_bind                          4169
#define LINUXABI_SYS_connect                       4170
#define LINUXABI_SYS_getpeername                   4171
#define LINUXABI_SYS_getsockname                   4172
#define LINUXABI_SYS_getsockopt                    4173
#define LINUXABI_SYS_listen                        4174
#define LINUXABI_SYS_recv                          4175
#define LINUXABI_SYS_recvfrom                      4176
#define LINUXABI_SYS_recvmsg                       4177
#define LINUXABI_SYS_send                          4178
#define LINUXABI_SYS_sendmsg                       4179
#define LINUXABI_SYS_sendto                        4180
#define LINUXABI_SYS_setsockopt                    4181
#define LINUXABI_SYS_shutdown                      4182
#define LINUXABI_SYS_socket                        4183
#define LINUXABI_SYS_socketpair                    4184
#define LINUXABI_SYS_setresuid                     4185
#define LINUXABI_SYS_getresuid                     4186
#define LINUXABI_SYS_query_module                  4187 /* removed in 2.6: ENOSYS */
#define LINUXABI_SYS_poll                          4188
#define LINUXABI_SYS_nfsservctl                    4189 /* removed in 3.1: ENOSYS */
#define LINUXABI_SYS_setresgid                     4190
#define LINUXABI_SYS_getresgid                     4191
#define LINUXABI_SYS_prctl                         4192
#define LINUXABI_SYS_rt_sigreturn                  4193
#define LINUXABI_SYS_rt_sigaction                  4194
#define LINUXABI_SYS_rt_sigprocmask                4195
#define LINUXABI_SYS_rt_sigpending                 4196
#define LINUXABI_SYS_rt_sigtimedwait               4197 /* 32-bit time: see LINUXABI_SYS_rt_sigtimedwait_time64 */
#define LINUXABI_SYS_rt_sigqueueinfo               4198
#define LINUXABI_SYS_rt_sigsuspend                 4199
#define LINUXABI_SYS_pread64                       4200
#define LINUXABI_SYS_pwrite64                      4201
#define LINUXABI_SYS_chown                         4202
#define LINUXABI_SYS_getcwd                        4203
#define LINUXABI_SYS_capget                        4204
#define LINUXABI_SYS_capset                        4205
#define LINUXABI_SYS_sigaltstack                   4206
#define LINUXABI_SYS_sendfile                      4207
#define LINUXABI_SYS_getpmsg                       4208 /* never implemented: ENOSYS */
#define LINUXABI_SYS_putpmsg                       4209 /* never implemented: ENOSYS */
#define LINUXABI_SYS_mmap2                         4210 /* mmap(2), the offset in 4096-byte units */
#define LINUXABI_SYS_truncate64                    4211
#define LINUXABI_SYS_ftruncate64                   4212
#define LINUXABI_SYS_stat64                        4213
#define LINUXABI_SYS_lstat64                       4214
#define LINUXABI_SYS_fstat64                       4215
#define LINUXABI_SYS_pivot_root                    4216
#define LINUXABI_SYS_mincore                       4217
#define LINUXABI_SYS_madvise                       4218
#define LINUXABI_SYS_getdents64                    4219
#define LINUXABI_SYS_fcntl64                       4220
#define LINUXABI_SYS_gettid                        4222
#define LINUXABI_SYS_readahead                     4223
#define LINUXABI_SYS_setxattr                      4224
#define LINUXABI_SYS_lsetxattr                     4225
#define LINUXABI_SYS_fsetxattr                     4226
#define LINUXABI_SYS_getxattr                      4227
#define LINUXABI_SYS_lgetxattr                     4228
#define LINUXABI_SYS_fgetxattr                     4229
#define LINUXABI_SYS_listxattr                     4230
#define LINUXABI_SYS_llistxattr                    4231
#define LINUXABI_SYS_flistxattr                    4232
#define LINUXABI_SYS_removexattr                   4233
#define LINUXABI_SYS_lremovexattr                  4234
#define LINUXABI_SYS_fremovexattr                  4235
#define LINUXABI_SYS_tkill                         4236
#define LINUXABI_SYS_sendfile64                    4237
#define LINUXABI_SYS_futex                         4238 /* 32-bit time: see LINUXABI_SYS_futex_time64 */
#define LINUXABI_SYS_sched_setaffinity             4239
#define LINUXABI_SYS_sched_getaffinity             4240
#define LINUXABI_SYS_io_setup                      4241
#define LINUXABI_SYS_io_destroy                    4242
#define LINUXABI_SYS_io_getevents                  4243 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_io_submit                     4244
#define LINUXABI_SYS_io_cancel                     4245
#define LINUXABI_SYS_exit_group                    4246
#define LINUXABI_SYS_lookup_dcookie                4247 /* removed with oprofile: ENOSYS */
#define LINUXABI_SYS_epoll_create                  4248
#define LINUXABI_SYS_epoll_ctl                     4249
#define LINUXABI_SYS_epoll_wait                    4250
#define LINUXABI_SYS_remap_file_pages              4251
#define LINUXABI_SYS_set_tid_address               4252
#define LINUXABI_SYS_restart_syscall               4253
#define LINUXABI_SYS_fadvise64                     4254
#define LINUXABI_SYS_statfs64                      4255
#define LINUXABI_SYS_fstatfs64                     4256
#define LINUXABI_SYS_timer_create                  4257
#define LINUXABI_SYS_timer_settime                 4258 /* 32-bit time: see LINUXABI_SYS_timer_settime64 */
#define LINUXABI_SYS_timer_gettime                 4259 /* 32-bit time: see LINUXABI_SYS_timer_gettime64 */
#define LINUXABI_SYS_timer_getoverrun              4260
#define LINUXABI_SYS_timer_delete                  4261
#define LINUXABI_SYS_clock_settime                 4262 /* 32-bit time: see LINUXABI_SYS_clock_settime64 */
#define LINUXABI_SYS_clock_gettime                 4263 /* 32-bit time: see LINUXABI_SYS_clock_gettime64 */
#define LINUXABI_SYS_clock_getres                  4264 /* 32-bit time: see LINUXABI_SYS_clock_getres_time64 */
#define LINUXABI_SYS_clock_nanosleep               4265 /* 32-bit time: see LINUXABI_SYS_clock_nanosleep_time64 */
#define LINUXABI_SYS_tgkill                        4266
#define LINUXABI_SYS_utimes                        4267 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_mbind                         4268
#define LINUXABI_SYS_get_mempolicy                 4269
#define LINUXABI_SYS_set_mempolicy                 4270
#define LINUXABI_SYS_mq_open                       4271
#define LINUXABI_SYS_mq_unlink                     4272
#define LINUXABI_SYS_mq_timedsend                  4273 /* 32-bit time: see LINUXABI_SYS_mq_timedsend_time64 */
#define LINUXABI_SYS_mq_timedreceive               4274 /* 32-bit time: see LINUXABI_SYS_mq_timedreceive_time64 */
#define LINUXABI_SYS_mq_notify                     4275
#define LINUXABI_SYS_mq_getsetattr                 4276
#define LINUXABI_SYS_vserver                       4277 /* never implemented: ENOSYS */
#define LINUXABI_SYS_waitid                        4278
#define LINUXABI_SYS_add_key                       4280
#define LINUXABI_SYS_request_key                   4281
#define LINUXABI_SYS_keyctl                        4282
#define LINUXABI_SYS_set_thread_area               4283
#define LINUXABI_SYS_inotify_init                  4284
#define LINUXABI_SYS_inotify_add_watch             4285
#define LINUXABI_SYS_inotify_rm_watch              4286
#define LINUXABI_SYS_migrate_pages                 4287
#define LINUXABI_SYS_openat                        4288
#define LINUXABI_SYS_mkdirat                       4289
#define LINUXABI_SYS_mknodat                       4290
#define LINUXABI_SYS_fchownat                      4291
#define LINUXABI_SYS_futimesat                     4292 /* 32-bit time (overflows in 2038) */
#define LINUXABI_SYS_fstatat64                     4293
#define LINUXABI_SYS_unlinkat                      4294
#define LINUXABI_SYS_renameat                      4295
#define LINUXABI_SYS_linkat                        4296
#define LINUXABI_SYS_symlinkat                     4297
#define LINUXABI_SYS_readlinkat                    4298
#define LINUXABI_SYS_fchmodat                      4299
#define LINUXABI_SYS_faccessat                     4300
#define LINUXABI_SYS_pselect6                      4301 /* 32-bit time: see LINUXABI_SYS_pselect6_time64 */
#define LINUXABI_SYS_ppoll                         4302 /* 32-bit time: see LINUXABI_SYS_ppoll_time64 */
#define LINUXABI_SYS_unshare                       4303
#define LINUXABI_SYS_splice                        4304
#define LINUXABI_SYS_sync_file_range               4305
#define LINUXABI_SYS_tee                           4306
#define LINUXABI_SYS_vmsplice                      4307
#define LINUXABI_SYS_move_pages                    4308
#define LINUXABI_SYS_set_robust_list               4309
#define LINUXABI_SYS_get_robust_list               4310
#define LINUXABI_SYS_kexec_load                    4311
#define LINUXABI_SYS_getcpu                        4312
#define LINUXABI_SYS_epoll_pwait                   4313
#define LINUXABI_SYS_ioprio_set                    4314
#define LINUXABI_SYS_ioprio_get                    4315
#define LINUXABI_SYS_utimensat                     4316 /* 32-bit time: see LINUXABI_SYS_utimensat_time64 */
#define LINUXABI_SYS_signalfd                      4317
#define LINUXABI_SYS_timerfd                       4318 /* never implemented: ENOSYS (timerfd_create is the call) */
#define LINUXABI_SYS_eventfd                       4319
#define LINUXABI_SYS_fallocate                     4320
#define LINUXABI_SYS_timerfd_create                4321
#define LINUXABI_SYS_timerfd_gettime               4322 /* 32-bit time: see LINUXABI_SYS_timerfd_gettime64 */
#define LINUXABI_SYS_timerfd_settime               4323 /* 32-bit time: see LINUXABI_SYS_timerfd_settime64 */
#define LINUXABI_SYS_signalfd4                     4324
#define LINUXABI_SYS_eventfd2                      4325
#define LINUXABI_SYS_epoll_create1                 4326
#define LINUXABI_SYS_dup3                          4327
#define LINUXABI_SYS_pipe2                         4328
#define LINUXABI_SYS_inotify_init1                 4329
#define LINUXABI_SYS_preadv                        4330
#define LINUXABI_SYS_pwritev                       4331
#define LINUXABI_SYS_rt_tgsigqueueinfo             4332
#define LINUXABI_SYS_perf_event_open               4333
#define LINUXABI_SYS_accept4                       4334
#define LINUXABI_SYS_recvmmsg                      4335 /* 32-bit time: see LINUXABI_SYS_recvmmsg_time64 */
#define LINUXABI_SYS_fanotify_init                 4336
#define LINUXABI_SYS_fanotify_mark                 4337
#define LINUXABI_SYS_prlimit64                     4338
#define LINUXABI_SYS_name_to_handle_at             4339
#define LINUXABI_SYS_open_by_handle_at             4340
#define LINUXABI_SYS_clock_adjtime                 4341 /* 32-bit time: see LINUXABI_SYS_clock_adjtime64 */
#define LINUXABI_SYS_syncfs                        4342
#define LINUXABI_SYS_sendmmsg                      4343
#define LINUXABI_SYS_setns                         4344
#define LINUXABI_SYS_process_vm_readv              4345
#define LINUXABI_SYS_process_vm_writev             4346
#define LINUXABI_SYS_kcmp                          4347
#define LINUXABI_SYS_finit_module                  4348
#define LINUXABI_SYS_sched_setattr                 4349
#define LINUXABI_SYS_sched_getattr                 4350
#define LINUXABI_SYS_renameat2                     4351
#define LINUXABI_SYS_seccomp                       4352
#define LINUXABI_SYS_getrandom                     4353
#define LINUXABI_SYS_memfd_create                  4354
#define LINUXABI_SYS_bpf                           4355
#define LINUXABI_SYS_execveat                      4356
#define LINUXABI_SYS_userfaultfd                   4357
#define LINUXABI_SYS_membarrier                    4358
#define LINUXABI_SYS_mlock2                        4359
#define LINUXABI_SYS_copy_file_range               4360
#define LINUXABI_SYS_preadv2                       4361
#define LINUXABI_SYS_pwritev2                      4362
#define LINUXABI_SYS_pkey_mprotect                 4363
#define LINUXABI_SYS_pkey_alloc                    4364
#define LINUXABI_SYS_pkey_free                     4365
#define LINUXABI_SYS_statx                         4366
#define LINUXABI_SYS_rseq                          4367
#define LINUXABI_SYS_io_pgetevents                 4368 /* 32-bit time: see LINUXABI_SYS_io_pgetevents_time64 */
#define LINUXABI_SYS_semget                        4393
#define LINUXABI_SYS_semctl                        4394
#define LINUXABI_SYS_shmget                        4395
#define LINUXABI_SYS_shmctl                        4396
#define LINUXABI_SYS_shmat                         4397
#define LINUXABI_SYS_shmdt                         4398
#define LINUXABI_SYS_msgget                        4399
#define LINUXABI_SYS_msgsnd                        4400
#define LINUXABI_SYS_msgrcv                        4401
#define LINUXABI_SYS_msgctl                        4402
#define LINUXABI_SYS_clock_gettime64               4403
#define LINUXABI_SYS_clock_settime64               4404
#define LINUXABI_SYS_clock_adjtime64               4405
#define LINUXABI_SYS_clock_getres_time64           4406
#define LINUXABI_SYS_clock_nanosleep_time64        4407
#define LINUXABI_SYS_timer_gettime64               4408
#define LINUXABI_SYS_timer_settime64               4409
#define LINUXABI_SYS_timerfd_gettime64             4410
#define LINUXABI_SYS_timerfd_settime64             4411
#define LINUXABI_SYS_utimensat_time64              4412
#define LINUXABI_SYS_pselect6_time64               4413
#define LINUXABI_SYS_ppoll_time64                  4414
#define LINUXABI_SYS_io_pgetevents_time64          4416
#define LINUXABI_SYS_recvmmsg_time64               4417
#define LINUXABI_SYS_mq_timedsend_time64           4418
#define LINUXABI_SYS_mq_timedreceive_time64        4419
#define LINUXABI_SYS_semtimedop_time64             4420
#define LINUXABI_SYS_rt_sigtimedwait_time64        4421
#define LINUXABI_SYS_futex_time64                  4422
#define LINUXABI_SYS_sched_rr_get_interval_time64  4423
#define LINUXABI_SYS_pidfd_send_signal             4424
#define LINUXABI_SYS_io_uring_setup                4425
#define LINUXABI_SYS_io_uring_enter                4426
#define LINUXABI_SYS_io_uring_register             4427
#define LINUXABI_SYS_open_tree                     4428
#define LINUXABI_SYS_move_mount                    4429
#define LINUXABI_SYS_fsopen                        4430
#define LINUXABI_SYS_fsconfig                      4431
#define LINUXABI_SYS_fsmount                       4432
#define LINUXABI_SYS_fspick                        4433
#define LINUXABI_SYS_pidfd_open                    4434
#define LINUXABI_SYS_clone3                        4435
#define LINUXABI_SYS_close_range                   4436
#define LINUXABI_SYS_openat2                       4437
#define LINUXABI_SYS_pidfd_getfd                   4438
#define LINUXABI_SYS_faccessat2                    4439
#define LINUXABI_SYS_process_madvise               4440
#define LINUXABI_SYS_epoll_pwait2                  4441
#define LINUXABI_SYS_mount_setattr                 4442
#define LINUXABI_SYS_quotactl_fd                   4443
#define LINUXABI_SYS_landlock_create_ruleset       4444
#define LINUXABI_SYS_landlock_add_rule             4445
#define LINUXABI_SYS_landlock_restrict_self        4446
#define LINUXABI_SYS_process_mrelease              4448
#define LINUXABI_SYS_futex_waitv                   4449
#define LINUXABI_SYS_set_mempolicy_home_node       4450
#define LINUXABI_SYS_cachestat                     4451
#define LINUXABI_SYS_fchmodat2                     4452
#define LINUXABI_SYS_map_shadow_stack              4453
#define LINUXABI_SYS_futex_wake                    4454
#define LINUXABI_SYS_futex_wait                    4455
#define LINUXABI_SYS_futex_requeue                 4456
#define LINUXABI_SYS_statmount                     4457
#define LINUXABI_SYS_listmount                     4458
#define LINUXABI_SYS_lsm_get_self_attr             4459
#define LINUXABI_SYS_lsm_set_self_attr             4460
#define LINUXABI_SYS_lsm_list_modules              4461
#define LINUXABI_SYS_mseal                         4462
#define LINUXABI_SYS_setxattrat                    4463
#define LINUXABI_SYS_getxattrat                    4464
#define LINUXABI_SYS_listxattrat                   4465
#define LINUXABI_SYS_removexattrat                 4466
#define LINUXABI_SYS_open_tree_attr                4467
#define LINUXABI_SYS_file_getattr                  4468
#define LINUXABI_SYS_file_setattr                  4469
#define LINUXABI_SYS_listns                        4470
#define LINUXABI_SYS_rseq_slice_yield              4471

#endif
