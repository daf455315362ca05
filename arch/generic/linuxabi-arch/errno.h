#ifndef LINUXABI_ARCH_ERRNO_H
#define LINUXABI_ARCH_ERRNO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The errno numbers that vary between ABIs: EAGAIN, and EDEADLK on;
 * the numbering of asm-generic, which most ABIs use.
 */

/* the call would block; <linuxabi/errno.h> adds EWOULDBLOCK */
#define EAGAIN          11           /* try again later */

/* files, locks and system calls */
#define EDEADLK         35           /* the lock would deadlock */
#define ENAMETOOLONG    36           /* file name too long */
#define ENOLCK          37           /* no record locks left */
#define ENOSYS          38           /* no such system call */
#define ENOTEMPTY       39           /* directory not empty */
#define ELOOP           40           /* too many levels of symbolic links */

/* System V IPC, and channel and level errors of old drivers */
#define ENOMSG          42           /* no message of the requested type */
#define EIDRM           43           /* the IPC identifier was removed */
#define ECHRNG          44           /* channel number out of range */
#define EL2NSYNC        45           /* level 2 not synchronized */
#define EL3HLT          46           /* level 3 halted */
#define EL3RST          47           /* level 3 reset */
#define ELNRNG          48           /* link number out of range */
#define EUNATCH         49           /* protocol driver not attached */
#define ENOCSI          50           /* no CSI structure */
#define EL2HLT          51           /* level 2 halted */
#define EBADE           52           /* invalid exchange */
#define EBADR           53           /* invalid request descriptor */
#define EXFULL          54           /* exchange full */
#define ENOANO          55           /* no anode */
#define EBADRQC         56           /* invalid request code */
#define EBADSLT         57           /* invalid slot */
#define EDEADLOCK       EDEADLK      /* file locking deadlock */

/* STREAMS, remote file sharing and old networking */
#define EBFONT          59           /* bad font file format */
#define ENOSTR          60           /* not a STREAMS device */
#define ENODATA         61           /* no data (no such attribute) */
#define ETIME           62           /* STREAMS timer expired */
#define ENOSR           63           /* out of STREAMS resources */
#define ENONET          64           /* machine not on the network */
#define ENOPKG          65           /* package not installed */
#define EREMOTE         66           /* object is remote */
#define ENOLINK         67           /* link severed */
#define EADV            68           /* advertise error */
#define ESRMNT          69           /* srmount error */
#define ECOMM           70           /* communication error on send */
#define EPROTO          71           /* protocol error */
#define EMULTIHOP       72           /* multihop attempted */
#define EDOTDOT         73           /* RFS error */
#define EBADMSG         74           /* not a data message */
#define EOVERFLOW       75           /* value too large for its type */
#define ENOTUNIQ        76           /* name not unique on the network */
#define EBADFD          77           /* file descriptor in a bad state */
#define EREMCHG         78           /* remote address changed */

/* shared libraries of uselib(2) */
#define ELIBACC         79           /* cannot access a needed library */
#define ELIBBAD         80           /* library corrupted */
#define ELIBSCN         81           /* .lib section corrupted */
#define ELIBMAX         82           /* too many libraries */
#define ELIBEXEC        83           /* a library cannot be executed */

/* more general errors */
#define EILSEQ          84           /* invalid byte sequence */
#define ERESTART        85           /* the call should be restarted */
#define ESTRPIPE        86           /* STREAMS pipe error */
#define EUSERS          87           /* too many users */

/* sockets */
#define ENOTSOCK        88           /* not a socket */
#define EDESTADDRREQ    89           /* destination address required */
#define EMSGSIZE        90           /* message too long */
#define EPROTOTYPE      91           /* protocol does not fit the socket type */
#define ENOPROTOOPT     92           /* protocol option not available */
#define EPROTONOSUPPORT 93           /* protocol not supported */
#define ESOCKTNOSUPPORT 94           /* socket type not supported */
#define EOPNOTSUPP      95           /* operation not supported */
#define EPFNOSUPPORT    96           /* protocol family not supported */
#define EAFNOSUPPORT    97           /* address family not supported */
#define EADDRINUSE      98           /* address in use */
#define EADDRNOTAVAIL   99           /* address not available */
#define ENETDOWN        100          /* network down */
#define ENETUNREACH     101          /* network unreachable */
#define ENETRESET       102          /* connection dropped by a network reset */
#define ECONNABORTED    103          /* connection aborted */
#define ECONNRESET      104          /* connection reset by the peer */
#define ENOBUFS         105          /* no buffer space */
#define EISCONN         106          /* already connected */
#define ENOTCONN        107          /* not connected */
#define ESHUTDOWN       108          /* cannot send after shutdown */
#define ETOOMANYREFS    109          /* too many references */
#define ETIMEDOUT       110          /* connection timed out */
#define ECONNREFUSED    111          /* connection refused */
#define EHOSTDOWN       112          /* host down */
#define EHOSTUNREACH    113          /* no route to host */
#define EALREADY        114          /* operation already in progress */
#define EINPROGRESS     115          /* operation now in progress */

/* NFS, XENIX, quotas and removable media */
#define ESTALE          116          /* stale file handle */
#define EUCLEAN         117          /* structure needs cleaning */
#define ENOTNAM         118          /* not a XENIX named type file */
#define ENAVAIL         119          /* no XENIX semaphores available */
#define EISNAM          120          /* is a named type file */
#define EREMOTEIO       121          /* remote I/O error */
#define EDQUOT          122          /* disk quota exceeded */
#define ENOMEDIUM       123          /* no medium */
#define EMEDIUMTYPE     124          /* wrong medium type */

/* cancellation, keys, robust mutexes and hardware */
#define ECANCELED       125          /* operation canceled */
#define ENOKEY          126          /* required key not available */
#define EKEYEXPIRED     127          /* key expired */
#define EKEYREVOKED     128          /* key revoked */
#define EKEYREJECTED    129          /* key rejected */
#define EOWNERDEAD      130          /* owner of a robust mutex died */
#define ENOTRECOVERABLE 131          /* robust mutex state not recoverable */
#define ERFKILL         132          /* blocked by RF-kill */
#define EHWPOISON       133          /* memory page has a hardware error */
#define EFTYPE          134          /* wrong file type for the operation */

#endif
