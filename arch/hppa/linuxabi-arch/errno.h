#ifndef LINUXABI_ARCH_ERRNO_H
#define LINUXABI_ARCH_ERRNO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The errno numbers that vary between ABIs: EAGAIN, and EDEADLK on;
 * hppa: HP-UX numbers.
 */

/* the call would block; <linuxabi/errno.h> adds EWOULDBLOCK */
#define EAGAIN          11           /* try again later */

/* files, locks and system calls */
#define EDEADLK         45           /* the lock would deadlock */
#define ENAMETOOLONG    248          /* file name too long */
#define ENOLCK          46           /* no record locks left */
#define ENOSYS          251          /* no such system call */
#define ENOTEMPTY       247          /* directory not empty */
#define ELOOP           249          /* too many levels of symbolic links */

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
#define EBADE           160          /* invalid exchange */
#define EBADR           161          /* invalid request descriptor */
#define EXFULL          162          /* exchange full */
#define ENOANO          163          /* no anode */
#define EBADRQC         164          /* invalid request code */
#define EBADSLT         165          /* invalid slot */
#define EDEADLOCK       EDEADLK      /* file locking deadlock */

/* STREAMS, remote file sharing and old networking */
#define EBFONT          166          /* bad font file format */
#define ENOSTR          54           /* not a STREAMS device */
#define ENODATA         51           /* no data (no such attribute) */
#define ETIME           52           /* STREAMS timer expired */
#define ENOSR           53           /* out of STREAMS resources */
#define ENONET          50           /* machine not on the network */
#define ENOPKG          55           /* package not installed */
#define EREMOTE         71           /* object is remote */
#define ENOLINK         57           /* link severed */
#define EADV            58           /* advertise error */
#define ESRMNT          59           /* srmount error */
#define ECOMM           60           /* communication error on send */
#define EPROTO          61           /* protocol error */
#define EMULTIHOP       64           /* multihop attempted */
#define EDOTDOT         66           /* RFS error */
#define EBADMSG         67           /* not a data message */
#define EOVERFLOW       72           /* value too large for its type */
#define ENOTUNIQ        167          /* name not unique on the network */
#define EBADFD          168          /* file descriptor in a bad state */
#define EREMCHG         169          /* remote address changed */

/* shared libraries of uselib(2) */
#define ELIBACC         170          /* cannot access a needed library */
#define ELIBBAD         171          /* library corrupted */
#define ELIBSCN         172          /* .lib section corrupted */
#define ELIBMAX         173          /* too many libraries */
#define ELIBEXEC        174          /* a library cannot be executed */

/* more general errors */
#define EILSEQ          47           /* invalid byte sequence */
#define ERESTART        175          /* the call should be restarted */
#define ESTRPIPE        176          /* STREAMS pipe error */
#define EUSERS          68           /* too many users */

/* sockets */
#define ENOTSOCK        216          /* not a socket */
#define EDESTADDRREQ    217          /* destination address required */
#define EMSGSIZE        218          /* message too long */
#define EPROTOTYPE      219          /* protocol does not fit the socket type */
#define ENOPROTOOPT     220          /* protocol option not available */
#define EPROTONOSUPPORT 221          /* protocol not supported */
#define ESOCKTNOSUPPORT 222          /* socket type not supported */
#define EOPNOTSUPP      223          /* operation not supported */
#define EPFNOSUPPORT    224          /* protocol family not supported */
#define EAFNOSUPPORT    225          /* address family not supported */
#define EADDRINUSE      226          /* address in use */
#define EADDRNOTAVAIL   227          /* address not available */
#define ENETDOWN        228          /* network down */
#define ENETUNREACH     229          /* network unreachable */
#define ENETRESET       230          /* connection dropped by a network reset */
#define ECONNABORTED    231          /* connection aborted */
#define ECONNRESET      232          /* connection reset by the peer */
#define ENOBUFS         233          /* no buffer space */
#define EISCONN         234          /* already connected */
#define ENOTCONN        235          /* not connected */
#define ESHUTDOWN       236          /* cannot send after shutdown */
#define ETOOMANYREFS    237          /* too many references */
#define ETIMEDOUT       238          /* connection timed out */
#define ECONNREFUSED    239          /* connection refused */
#define EREFUSED        ECONNREFUSED /* old name of ECONNREFUSED */
#define EHOSTDOWN       241          /* host down */
#define EHOSTUNREACH    242          /* no route to host */
#define EALREADY        244          /* operation already in progress */
#define EINPROGRESS     245          /* operation now in progress */

/* NFS, XENIX, quotas and removable media */
#define ESTALE          70           /* stale file handle */
#define EUCLEAN         177          /* structure needs cleaning */
#define ENOTNAM         178          /* not a XENIX named type file */
#define ENAVAIL         179          /* no XENIX semaphores available */
#define EISNAM          180          /* is a named type file */
#define EREMOTEIO       181          /* remote I/O error */
#define EDQUOT          69           /* disk quota exceeded */
#define ENOMEDIUM       182          /* no medium */
#define EMEDIUMTYPE     183          /* wrong medium type */

/* cancellation, keys, robust mutexes and hardware */
#define ECANCELLED      253          /* spelling of ECANCELED */
#define ECANCELED       ECANCELLED   /* operation canceled */
#define ENOKEY          184          /* required key not available */
#define EKEYEXPIRED     185          /* key expired */
#define EKEYREVOKED     186          /* key revoked */
#define EKEYREJECTED    187          /* key rejected */
#define EOWNERDEAD      254          /* owner of a robust mutex died */
#define ENOTRECOVERABLE 255          /* robust mutex state not recoverable */
#define ERFKILL         256          /* blocked by RF-kill */
#define EHWPOISON       257          /* memory page has a hardware error */
#define EFTYPE          258          /* wrong file type for the operation */

#endif
