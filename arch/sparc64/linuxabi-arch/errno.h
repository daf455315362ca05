#ifndef LINUXABI_ARCH_ERRNO_H
#define LINUXABI_ARCH_ERRNO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The errno numbers that vary between ABIs: EAGAIN, and EDEADLK on;
 * sparc64: SunOS numbers.
 */

/* the call would block; <linuxabi/errno.h> adds EWOULDBLOCK */
#define EAGAIN          11           /* try again later */

/* files, locks and system calls */
#define EDEADLK         78           /* the lock would deadlock */
#define ENAMETOOLONG    63           /* file name too long */
#define ENOLCK          79           /* no record locks left */
#define ENOSYS          90           /* no such system call */
#define ENOTEMPTY       66           /* directory not empty */
#define ELOOP           62           /* too many levels of symbolic links */

/* System V IPC, and channel and level errors of old drivers */
#define ENOMSG          75           /* no message of the requested type */
#define EIDRM           77           /* the IPC identifier was removed */
#define ECHRNG          94           /* channel number out of range */
#define EL2NSYNC        95           /* level 2 not synchronized */
#define EL3HLT          96           /* level 3 halted */
#define EL3RST          97           /* level 3 reset */
#define ELNRNG          98           /* link number out of range */
#define EUNATCH         99           /* protocol driver not attached */
#define ENOCSI          100          /* no CSI structure */
#define EL2HLT          101          /* level 2 halted */
#define EBADE           102          /* invalid exchange */
#define EBADR           103          /* invalid request descriptor */
#define EXFULL          104          /* exchange full */
#define ENOANO          105          /* no anode */
#define EBADRQC         106          /* invalid request code */
#define EBADSLT         107          /* invalid slot */
#define EDEADLOCK       108          /* file locking deadlock */

/* STREAMS, remote file sharing and old networking */
#define EBFONT          109          /* bad font file format */
#define ENOSTR          72           /* not a STREAMS device */
#define ENODATA         111          /* no data (no such attribute) */
#define ETIME           73           /* STREAMS timer expired */
#define ENOSR           74           /* out of STREAMS resources */
#define ENONET          80           /* machine not on the network */
#define ENOPKG          113          /* package not installed */
#define EREMOTE         71           /* object is remote */
#define ENOLINK         82           /* link severed */
#define EADV            83           /* advertise error */
#define ESRMNT          84           /* srmount error */
#define ECOMM           85           /* communication error on send */
#define EPROTO          86           /* protocol error */
#define EMULTIHOP       87           /* multihop attempted */
#define EDOTDOT         88           /* RFS error */
#define EBADMSG         76           /* not a data message */
#define EOVERFLOW       92           /* value too large for its type */
#define ENOTUNIQ        115          /* name not unique on the network */
#define EBADFD          93           /* file descriptor in a bad state */
#define EREMCHG         89           /* remote address changed */

/* shared libraries of uselib(2) */
#define ELIBACC         114          /* cannot access a needed library */
#define ELIBBAD         112          /* library corrupted */
#define ELIBSCN         124          /* .lib section corrupted */
#define ELIBMAX         123          /* too many libraries */
#define ELIBEXEC        110          /* a library cannot be executed */

/* more general errors */
#define EILSEQ          122          /* invalid byte sequence */
#define ERESTART        116          /* the call should be restarted */
#define ESTRPIPE        91           /* STREAMS pipe error */
#define EUSERS          68           /* too many users */
#define EPROCLIM        67           /* too many processes */

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
#define ERREMOTE        81           /* too many levels of remote in a path */
#define EUCLEAN         117          /* structure needs cleaning */
#define ENOTNAM         118          /* not a XENIX named type file */
#define ENAVAIL         119          /* no XENIX semaphores available */
#define EISNAM          120          /* is a named type file */
#define EREMOTEIO       121          /* remote I/O error */
#define EDQUOT          69           /* disk quota exceeded */
#define ENOMEDIUM       125          /* no medium */
#define EMEDIUMTYPE     126          /* wrong medium type */

/* cancellation, keys, robust mutexes and hardware */
#define ECANCELED       127          /* operation canceled */
#define ENOKEY          128          /* required key not available */
#define EKEYEXPIRED     129          /* key expired */
#define EKEYREVOKED     130          /* key revoked */
#define EKEYREJECTED    131          /* key rejected */
#define EOWNERDEAD      132          /* owner of a robust mutex died */
#define ENOTRECOVERABLE 133          /* robust mutex state not recoverable */
#define ERFKILL         134          /* blocked by RF-kill */
#define EHWPOISON       135          /* memory page has a hardware error */
#define EFTYPE          136          /* wrong file type for the operation */

#endif
