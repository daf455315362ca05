#ifndef LINUXABI_ARCH_TERMIOS_STRUCT_H
#define LINUXABI_ARCH_TERMIOS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the termios structs and c_cc indexes of
 * powerpc: c_cc (in another order) before c_line, and the speeds in
 * struct linuxabi_termios itself, so there is no termios2 and no TCGETS2;
 * struct linuxabi_termio has 10 c_cc entries; the BSD structs.
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
#define NCC              10
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
   TIOCGETC/TIOCSETC and TIOCGLTC/TIOCSLTC, which powerpc keeps */
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
#define VINTR            0        /* INTR: SIGINT */
#define VQUIT            1        /* QUIT: SIGQUIT */
#define VERASE           2        /* ERASE a character */
#define VKILL            3        /* KILL the line */
#define VEOF             4        /* EOF */
#define VMIN             5        /* least bytes a read waits for */
#define VEOL             6        /* an extra end of line */
#define VTIME            7        /* read timeout, 0.1 s (not ICANON) */
#define VEOL2            8        /* a second extra end of line */
#define VSWTC            9        /* SWTCH (no effect in Linux) */
#define VWERASE          10       /* WERASE a word */
#define VREPRINT         11       /* REPRINT the line */
#define VSUSP            12       /* SUSP: SIGTSTP */
#define VSTART           13       /* START: XON */
#define VSTOP            14       /* STOP: XOFF */
#define VLNEXT           15       /* LNEXT: the next one literally */
#define VDISCARD         16       /* DISCARD output (toggle) */

/* c_cc indexes of struct linuxabi_termio (the kernel's _V*) */
#define LINUXABI_TERMIO_VINTR    0
#define LINUXABI_TERMIO_VQUIT    1
#define LINUXABI_TERMIO_VERASE   2
#define LINUXABI_TERMIO_VKILL    3
#define LINUXABI_TERMIO_VEOF     4
#define LINUXABI_TERMIO_VMIN     5
#define LINUXABI_TERMIO_VEOL     6
#define LINUXABI_TERMIO_VTIME    7
#define LINUXABI_TERMIO_VEOL2    8
#define LINUXABI_TERMIO_VSWTC    9

/* the kernel's names for tcsetattr(3)'s actions, which no system call takes;
   pass libc's TCSANOW.. to tcsetattr(3) (musl's are 0, 1, 2 even on MIPS) */
#define LINUXABI_TCSANOW   0      /* at once: TCSETS */
#define LINUXABI_TCSADRAIN 1      /* after the output drains: TCSETSW */
#define LINUXABI_TCSAFLUSH 2      /* also discard the input: TCSETSF */

#endif
