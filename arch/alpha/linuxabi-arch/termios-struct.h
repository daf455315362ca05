#ifndef LINUXABI_ARCH_TERMIOS_STRUCT_H
#define LINUXABI_ARCH_TERMIOS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the termios structs and c_cc indexes of alpha:
 * c_cc (in another order) before c_line, and the speeds in struct
 * linuxabi_termios itself (TCGETS2 reads the same layout); the BSD structs.
 */

/* struct linuxabi_termios: what TCGETS fills and TCSETS, TCSETSW, TCSETSF
   read (linuxabi/tty.h); libc's struct termios is another layout, with
   its own NCCS (32 in glibc and musl) */
#define LINUXABI_NCCS    19
struct linuxabi_termios {
    uint32_t c_iflag;                   /* input modes: IGNBRK.. */
    uint32_t c_oflag;                   /* output modes: OPOST.. */
    uint32_t c_cflag;                   /* control modes: speed, CSIZE.. */
    uint32_t c_lflag;                   /* local modes: ISIG, ICANON.. */
    uint8_t  c_cc[LINUXABI_NCCS];       /* control characters: V* */
    uint8_t  c_line;                    /* the line discipline: N_* */
    uint32_t c_ispeed;                  /* input speed in bit/s (BOTHER in
                                           CIBAUD; 0: the output one) */
    uint32_t c_ospeed;                  /* output speed in bit/s (BOTHER) */
};

/* struct linuxabi_termios2: what TCGETS2 fills and TCSETS2, TCSETSW2,
   TCSETSF2 read: on alpha the same layout as struct linuxabi_termios */
struct linuxabi_termios2 {
    uint32_t c_iflag;                   /* input modes: IGNBRK.. */
    uint32_t c_oflag;                   /* output modes: OPOST.. */
    uint32_t c_cflag;                   /* control modes: speed, CSIZE.. */
    uint32_t c_lflag;                   /* local modes: ISIG, ICANON.. */
    uint8_t  c_cc[LINUXABI_NCCS];       /* control characters: V* */
    uint8_t  c_line;                    /* the line discipline: N_* */
    uint32_t c_ispeed;                  /* input speed in bit/s (BOTHER in
                                           CIBAUD; 0: the output one) */
    uint32_t c_ospeed;                  /* output speed in bit/s (BOTHER) */
};

/* struct linuxabi_ktermios: the kernel's own record of a terminal's
   settings, which the exported headers carry but no system call takes:
   the layout of struct linuxabi_termios */
struct linuxabi_ktermios {
    uint32_t c_iflag;                   /* input modes: IGNBRK.. */
    uint32_t c_oflag;                   /* output modes: OPOST.. */
    uint32_t c_cflag;                   /* control modes: speed, CSIZE.. */
    uint32_t c_lflag;                   /* local modes: ISIG, ICANON.. */
    uint8_t  c_cc[LINUXABI_NCCS];       /* control characters: V* */
    uint8_t  c_line;                    /* the line discipline: N_* */
    uint32_t c_ispeed;                  /* input speed in bit/s (BOTHER in
                                           CIBAUD; 0: the output one) */
    uint32_t c_ospeed;                  /* output speed in bit/s (BOTHER) */
};

/* struct linuxabi_termio: the System V layout of TCGETA, TCSETA, TCSETAW,
   TCSETAF (16-bit flag words; c_cc holds the first NCC V* entries) */
#define NCC              8
struct linuxabi_termio {
    uint16_t c_iflag;                   /* input modes (the low 16 bits) */
    uint16_t c_oflag;                   /* output modes */
    uint16_t c_cflag;                   /* control modes */
    uint16_t c_lflag;                   /* local modes */
    uint8_t  c_line;                    /* the line discipline: N_* */
    uint8_t  c_cc[NCC];                 /* control characters */
    uint8_t  __pad[1];
};

/* the 4.3BSD/V7 terminal structs of TIOCGETP/TIOCSETP/TIOCSETN,
   TIOCGETC/TIOCSETC and TIOCGLTC/TIOCSLTC, which alpha keeps */
struct linuxabi_sgttyb {
    char     sg_ispeed;                 /* input speed: B* (0..15) */
    char     sg_ospeed;                 /* output speed */
    char     sg_erase;                  /* ERASE character */
    char     sg_kill;                   /* KILL character */
    int16_t  sg_flags;                  /* modes */
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
#define VEOF             0        /* EOF */
#define VEOL             1        /* an extra end of line */
#define VEOL2            2        /* a second extra end of line */
#define VERASE           3        /* ERASE a character */
#define VWERASE          4        /* WERASE a word */
#define VKILL            5        /* KILL the line */
#define VREPRINT         6        /* REPRINT the line */
#define VSWTC            7        /* SWTCH (no effect in Linux) */
#define VINTR            8        /* INTR: SIGINT */
#define VQUIT            9        /* QUIT: SIGQUIT */
#define VSUSP            10       /* SUSP: SIGTSTP */
#define VSTART           12       /* START: XON */
#define VSTOP            13       /* STOP: XOFF */
#define VLNEXT           14       /* LNEXT: the next one literally */
#define VDISCARD         15       /* DISCARD output (toggle) */
#define VMIN             16       /* least bytes a read waits for */
#define VTIME            17       /* read timeout, 0.1 s (not ICANON) */

/* c_cc indexes of struct linuxabi_termio (the kernel's _V*) */
#define LINUXABI_TERMIO_VINTR    0
#define LINUXABI_TERMIO_VQUIT    1
#define LINUXABI_TERMIO_VERASE   2
#define LINUXABI_TERMIO_VKILL    3
#define LINUXABI_TERMIO_VEOF     4
#define LINUXABI_TERMIO_VMIN     4
#define LINUXABI_TERMIO_VEOL     5
#define LINUXABI_TERMIO_VTIME    5
#define LINUXABI_TERMIO_VEOL2    6
#define LINUXABI_TERMIO_VSWTC    7

/* the kernel's names for tcsetattr(3)'s actions, which no system call takes;
   pass libc's TCSANOW.. to tcsetattr(3) (musl's are 0, 1, 2 even on MIPS) */
#define LINUXABI_TCSANOW   0      /* at once: TCSETS */
#define LINUXABI_TCSADRAIN 1      /* after the output drains: TCSETSW */
#define LINUXABI_TCSAFLUSH 2      /* also discard the input: TCSETSF */

#endif
