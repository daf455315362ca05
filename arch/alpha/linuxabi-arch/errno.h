#ifndef LINUXABI_ARCH_ERRNO_H
#define LINUXABI_ARCH_ERRNO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The errno numbers that vary between ABIs: EAGAIN, and EDEADLK on;
 * alpha: OSF/1 numbers up to ELOOP and the sockets.
 */

/* the call would block; <linuxabi/errno.h> adds EWOULDBLOCK */
#define EAGAIN          35           /* try again later */

/* files, locks and system calls */
#define EDEADLK         11           /* the lock would deadlock */
#define ENAMETOOLONG    63           /* file name too long */
#define ENOLCK          77           /* no record locks left */
#define ENOSYS          78           /* no such system call */
#define ENOTEMPTY       66           /* directory not empty */
#define ELOOP           62           /* too many levels of symbolic links */

/* System V IPC, and channel and level errors of old drivers */
#define ENOMSG          80           /* no message of the requested type */
#define EIDRM           81           /* the IPC identifier was removed */
#define ECHRNG          88           /* channel number out of range */
#define EL2NSYNC        89           /* level 2 not synchronized */
#define EL3HLT          90           /* level 3 halted */
#define EL3RST          91           /* level 3 reset */
#define ELNRNG          93           /* link number out of range */
#define EUNATCH         94           /* protocol driver not attached */
#define ENOCSI          95           /* no CSI structure */
#define EL2HLT          96           /* level 2 halted */
#define EBADE           97           /* invalid exchange */
#define EBADR           98           /* invalid request descriptor */
#define EXFULL          99           /* exchange full */
#define ENOANO          100          /* no anode */
#define EBADRQC         101          /* invalid request code */
#define EBADSLT         102          /* invalid slot */
#define EDEADLOCK       EDEADLK      /* file locking deadlock */

/* STREAMS, remote file sharing and old networking */
#define EBFONT          104          /* bad font file format */
#define ENOSTR          87           /* not a STREAMS device */
#define ENODATA         86           /* no data (no such attribute) */
#define ETIME           83           /* STREAMS timer expired */
#define ENOSR           82           /* out of STREAMS resources */
#define ENONET          105          /* machine not on the network */
#define ENOPKG          92           /* package not installed */
#define EREMOTE         71           /* object is remote */
#define ENOLINK         106          /* link severed */
#define EADV            107          /* advertise error */
#define ESRMNT          108          /* srmount error */
#define ECOMM           109          /* communication error on send */
#define EPROTO          85           /* protocol error */
#define EMULTIHOP       110          /* multihop attempted */
#define EDOTDOT         111          /* RFS error */
#define EBADMSG         84           /* not a data message */
#define EOVERFLOW       112          /* value too large for its type */
#define ENOTUNIQ        113          /* name not unique on the network */
#define EBADFD          114          /* file descriptor in a bad state */
#define EREMCHG         115          /* remote address changed */

/* shared libraries of uselib(2) */
#define ELIBACC         122          /* cannot access a needed library */
#define ELIBBAD         123          /* library corrupted */
#define ELIBSCN         124          /* .lib section corrupted */
#define ELIBMAX         125          /* too many libraries */
#define ELIBEXEC        126          /* a library cannot be executed */

/* more general errors */
#define EILSEQ          116          /* invalid byte sequence */
#define ERESTART        127          /* the call should be restarted */
#define ESTRPIPE        128          /* STREAMS pipe error */
#define EUSERS          68           /* too many users */

/* sockets */
#define ENOTSOCK        38           /* not a socket */
#define EDESTADDRREQ    39           /* destination address required */
#define EMSGSIZE        40           /* message too long */
#define EPROTOTYPE      41           /* protocol does not fit the socket type */
#define ENOPROTOOPT     42           /* protocol option not available */
#define EPROTONOSUPPORT 43           /* protocol not supported */
#define ESOCKTNOSUPPORT 44           /* socket type not supported */
#define EOPNOTSUPP      45           /* operation not supported */
#define EPFNOSUPPORT    46           /* protocol family not supported */
#define EAFNOSUPPORT    47           /* address family not supported */
#define EADDRINUSE      48           /* address in use */
#define EADDRNOTAVAIL   49           /* address not available */
#define ENETDOWN        50           /* network down */
#define ENETUNREACH     51           /* network unreachable */
#define ENETRESET       52           /* connection dropped by a network reset */
#define ECONNABORTED    53           /* connection aborted */
#define ECONNRESET      54           /* connection reset by the peer */
#define ENOBUFS         55           /* no buffer space */
#define EISCONN         56           /* already connected */
#define ENOTCONN        57           /* not connected */
#define ESHUTDOWN       58           /* cannot send after shutdown */
#define ETOOMANYREFS    59           /* too many references */
#define ETIMEDOUT       60           /* connection timed out */
#define ECONNREFUSED    61           /* connection refused */
#define EHOSTDOWN       64           /* host down */
#define EHOSTUNREACH    65           /* no route to host */
#define EALREADY        37           /* operation already in progress */
#define EINPROGRESS     36           /* operation now in progress */

/* NFS, XENIX, quotas and removable media */
#define ESTALE          70           /* stale file handle */
#define EUCLEAN         117          /* structure needs cleaning */
#define ENOTNAM         118          /* not a XENIX named type file */
#define ENAVAIL         119          /* no XENIX semaphores available */
#define EISNAM          120          /* is a named type file */
#define EREMOTEIO       121          /* remote I/O error */
#define EDQUOT          69           /* disk quota exceeded */
#define ENOMEDIUM       129          /* no medium */
#define EMEDIUMTYPE     130          /* wrong medium type */

/* cancellation, keys, robust mutexes and hardware */
#define ECANCELED       131          /* operation canceled */
#define ENOKEY          132          /* required key not available */
#define EKEYEXPIRED     133          /* key expired */
#define EKEYREVOKED     134          /* key revoked */
#define EKEYREJECTED    135          /* key rejected */
#define EOWNERDEAD      136          /* owner of a robust mutex died */
#define ENOTRECOVERABLE 137          /* robust mutex state not recoverable */
#define ERFKILL         138          /* blocked by RF-kill */
#define EHWPOISON       139          /* memory page has a hardware error */
#define EFTYPE          140          /* wrong file type for the operation */

#endif
