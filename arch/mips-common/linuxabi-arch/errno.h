#ifndef LINUXABI_ARCH_ERRNO_H
#define LINUXABI_ARCH_ERRNO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The errno numbers that vary between ABIs: EAGAIN, and EDEADLK on;
 * MIPS (o32, n32 and n64 alike): the numbers of the MIPS ABI.
 */

/* the call would block; <linuxabi/errno.h> adds EWOULDBLOCK */
#define EAGAIN          11           /* try again later */

/* files, locks and system calls */
#define EDEADLK         45           /* the lock would deadlock */
#define ENAMETOOLONG    78           /* file name too long */
#define ENOLCK          46           /* no record locks left */
#define ENOSYS          89           /* no such system call */
#define ENOTEMPTY       93           /* directory not empty */
#define ELOOP           90           /* too many levels of symbolic links */

/* System V IPC, and channel and level errors of old drivers */
#define ENOMSG          35           /* no message of the requested type */
#define EIDRM           36           /* the IPC identifier was removed */
#define ECHRNG          37           /* channel number out of range */
#define EL2NSYNC        38           /* level 2 not synchronized */
#define EL3HLT          39           /* level 3 halted */
#define EL3RST          40           /* level 3 reset */
#define ELNRNG          41           /* link number out of range */
#define EUNATCH         42           /* protocol driver not attached */
#define ENOCSI          43           /* no CSI structure */
#define EL2HLT          44           /* level 2 halted */
#define EBADE           50           /* invalid exchange */
#define EBADR           51           /* invalid request descriptor */
#define EXFULL          52           /* exchange full */
#define ENOANO          53           /* no anode */
#define EBADRQC         54           /* invalid request code */
#define EBADSLT         55           /* invalid slot */
#define EDEADLOCK       56           /* file locking deadlock */

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
#define EMULTIHOP       74           /* multihop attempted */
#define EDOTDOT         73           /* RFS error */
#define EBADMSG         77           /* not a data message */
#define EOVERFLOW       79           /* value too large for its type */
#define ENOTUNIQ        80           /* name not unique on the network */
#define EBADFD          81           /* file descriptor in a bad state */
#define EREMCHG         82           /* remote address changed */

/* shared libraries of uselib(2) */
#define ELIBACC         83           /* cannot access a needed library */
#define ELIBBAD         84           /* library corrupted */
#define ELIBSCN         85           /* .lib section corrupted */
#define ELIBMAX         86           /* too many libraries */
#define ELIBEXEC        87           /* a library cannot be executed */

/* more general errors */
#define EILSEQ          88           /* invalid byte sequence */
#define ERESTART        91           /* the call should be restarted */
#define ESTRPIPE        92           /* STREAMS pipe error */
#define EUSERS          94           /* too many users */

/* sockets */
#define ENOTSOCK        95           /* not a socket */
#define EDESTADDRREQ    96           /* destination address required */
#define EMSGSIZE        97           /* message too long */
#define EPROTOTYPE      98           /* protocol does not fit the socket type */
#define ENOPROTOOPT     99           /* protocol option not available */
#define EPROTONOSUPPORT 120          /* protocol not supported */
#define ESOCKTNOSUPPORT 121          /* socket type not supported */
#define EOPNOTSUPP      122          /* operation not supported */
#define EPFNOSUPPORT    123          /* protocol family not supported */
#define EAFNOSUPPORT    124          /* address family not supported */
#define EADDRINUSE      125          /* address in use */
#define EADDRNOTAVAIL   126          /* address not available */
#define ENETDOWN        127          /* network down */
#define ENETUNREACH     128          /* network unreachable */
#define ENETRESET       129          /* connection dropped by a network reset */
#define ECONNABORTED    130          /* connection aborted */
#define ECONNRESET      131          /* connection reset by the peer */
#define ENOBUFS         132          /* no buffer space */
#define EISCONN         133          /* already connected */
#define ENOTCONN        134          /* not connected */
#define ESHUTDOWN       143          /* cannot send after shutdown */
#define ETOOMANYREFS    144          /* too many references */
#define ETIMEDOUT       145          /* connection timed out */
#define ECONNREFUSED    146          /* connection refused */
#define EHOSTDOWN       147          /* host down */
#define EHOSTUNREACH    148          /* no route to host */
#define EALREADY        149          /* operation already in progress */
#define EINPROGRESS     150          /* operation now in progress */

/* NFS, XENIX, quotas and removable media */
#define ESTALE          151          /* stale file handle */
#define EUCLEAN         135          /* structure needs cleaning */
#define ENOTNAM         137          /* not a XENIX named type file */
#define ENAVAIL         138          /* no XENIX semaphores available */
#define EISNAM          139          /* is a named type file */
#define EREMOTEIO       140          /* remote I/O error */
#define EINIT           141          /* reserved */
#define EREMDEV         142          /* reserved */
#define EDQUOT          1133         /* disk quota exceeded */
#define ENOMEDIUM       159          /* no medium */
#define EMEDIUMTYPE     160          /* wrong medium type */

/* cancellation, keys, robust mutexes and hardware */
#define ECANCELED       158          /* operation canceled */
#define ENOKEY          161          /* required key not available */
#define EKEYEXPIRED     162          /* key expired */
#define EKEYREVOKED     163          /* key revoked */
#define EKEYREJECTED    164          /* key rejected */
#define EOWNERDEAD      165          /* owner of a robust mutex died */
#define ENOTRECOVERABLE 166          /* robust mutex state not recoverable */
#define ERFKILL         167          /* blocked by RF-kill */
#define EHWPOISON       168          /* memory page has a hardware error */
#define EFTYPE          169          /* wrong file type for the operation */

#endif
