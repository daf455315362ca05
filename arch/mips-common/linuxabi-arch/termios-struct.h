#ifndef LINUXABI_ARCH_TERMIOS_STRUCT_H
#define LINUXABI_ARCH_TERMIOS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the termios structs and c_cc indexes of MIPS:
 * 23 c_cc entries (in another order), struct linuxabi_termio as long, the
 * tcsetattr(3) actions are the TCSETS requests; the BSD structs.
 */

/* struct linuxabi_termios: what TCGETS fills and TCSETS, TCSETSW, TCSETSF
   read (linuxabi/tty.h); libc's struct termios is another layout, with
   its own NCCS (32 in glibc and musl) */
#define LINUXABI_NCCS    23
struct linuxabi_termios {
    uint32_t c_iflag;                   /* input modes: IGNBRK.. */
    uint32_t c_oflag;                   /* output modes: OPOST.. */
    uint32_t c_cflag;                   /* control modes: speed, CSIZE.. */
    uint32_t c_lflag;                   /* local modes: ISIG, ICANON.. */
    uint8_t  c_line;                    /* the line discipline: N_* */
    uint8_t  c_cc[LINUXABI_NCCS];       /* control characters: V* */
};

/* struct linuxabi_termios2: what TCGETS2 fills and TCSETS2, TCSETSW2,
   TCSETSF2 read: struct linuxabi_termios with the speeds as numbers */
struct linuxabi_termios2 {
    uint32_t c_iflag;                   /* input modes: IGNBRK.. */
    uint32_t c_oflag;                   /* output modes: OPOST.. */
    uint32_t c_cflag;                   /* control modes: speed, CSIZE.. */
    uint32_t c_lflag;                   /* local modes: ISIG, ICANON.. */
    uint8_t  c_line;                    /* the line discipline: N_* */
    uint8_t  c_cc[LINUXABI_NCCS];       /* control characters: V* */
    uint32_t c_ispeed;                  /* input speed in bit/s (BOTHER in
                                           CIBAUD; 0: the output one) */
    uint32_t c_ospeed;                  /* output speed in bit/s (BOTHER) */
};

/* struct linuxabi_ktermios: the kernel's own record of a terminal's
   settings, which the exported headers carry but no system call takes:
   the layout of struct linuxabi_termios2 */
struct linuxabi_ktermios {
    uint32_t c_iflag;                   /* input modes: IGNBRK.. */
    uint32_t c_oflag;                   /* output modes: OPOST.. */
    uint32_t c_cflag;                   /* control modes: speed, CSIZE.. */
    uint32_t c_lflag;                   /* local modes: ISIG, ICANON.. */
    uint8_t  c_line;                    /* the line discipline: N_* */
    uint8_t  c_cc[LINUXABI_NCCS];       /* control characters: V* */
    uint32_t c_ispeed;                  /* input speed in bit/s (BOTHER in
                                           CIBAUD; 0: the output one) */
    uint32_t c_ospeed;                  /* output speed in bit/s (BOTHER) */
};

/* struct linuxabi_termio: the System V layout of TCGETA, TCSETA, TCSETAW,
   TCSETAF (16-bit flag words; on MIPS c_cc has every V* entry,
   as in struct linuxabi_termios, not NCC of them) */
#define NCC              8              /* the System V count, unused here */
struct linuxabi_termio {
    uint16_t c_iflag;                   /* input modes (the low 16 bits) */
    uint16_t c_oflag;                   /* output modes */
    uint16_t c_cflag;                   /* control modes */
    uint16_t c_lflag;                   /* local modes */
    char     c_line;                    /* the line discipline: N_* */
    uint8_t  c_cc[LINUXABI_NCCS];       /* control characters */
};

/* the 4.3BSD/V7 terminal structs of TIOCGETP/TIOCSETP/TIOCSETN,
   TIOCGETC/TIOCSETC and TIOCGLTC/TIOCSLTC, which MIPS keeps */
struct linuxabi_sgttyb {
    char     sg_ispeed;                 /* input speed: B* (0..15) */
    char     sg_ospeed;                 /* output speed */
    char     sg_erase;                  /* ERASE character */
    char     sg_kill;                   /* KILL character */
    int32_t  sg_flags;                  /* modes (MIPS: 32 bits, as SGI's) */
};

struct linuxabi_tchars {
    char     t_intrc;                   /* INTR */
    char     t_quitc;                   /* QUIT */
    char     t_startc;                  /* START */
    char     t_stopc;                   /* STOP */
    char     t_eofc;                    /* EOF */
    char     t_brkc;                    /* an extra end of line: EOL */
};

struct linuxabi_ltchars {
    char     t_suspc;                   /* SUSP */
    char     t_dsuspc;                  /* delayed SUSP (no effect in Linux) */
    char     t_rprntc;                  /* REPRINT */
    char     t_flushc;                  /* DISCARD */
    char     t_werasc;                  /* WERASE */
    char     t_lnextc;                  /* LNEXT */
};

/* c_cc indexes of struct linuxabi_termios (and termios2) */
#define VINTR            0        /* INTR: SIGINT */
#define VQUIT            1        /* QUIT: SIGQUIT */
#define VERASE           2        /* ERASE a character */
#define VKILL            3        /* KILL the line */
#define VMIN             4        /* least bytes a read waits for */
#define VTIME            5        /* read timeout, 0.1 s (not ICANON) */
#define VEOL2            6        /* a second extra end of line */
#define VSWTC            7        /* SWTCH (no effect in Linux) */
#define VSWTCH           VSWTC    /* VSWTC, its SVR4 name */
#define VSTART           8        /* START: XON */
#define VSTOP            9        /* STOP: XOFF */
#define VSUSP            10       /* SUSP: SIGTSTP */
#define VREPRINT         12       /* REPRINT the line */
#define VDISCARD         13       /* DISCARD output (toggle) */
#define VWERASE          14       /* WERASE a word */
#define VLNEXT           15       /* LNEXT: the next one literally */
#define VEOF             16       /* EOF */
#define VEOL             17       /* an extra end of line */

/* the kernel's names for tcsetattr(3)'s actions, which no system call takes;
   pass libc's TCSANOW.. to tcsetattr(3) (musl's are 0, 1, 2 even on MIPS) */
#define LINUXABI_TCSANOW   0x540e /* at once: TCSETS */
#define LINUXABI_TCSADRAIN 0x540f /* after the output drains: TCSETSW */
#define LINUXABI_TCSAFLUSH 0x5410 /* also discard the input: TCSETSF */

#endif
