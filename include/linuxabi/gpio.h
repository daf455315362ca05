#ifndef LINUXABI_GPIO_H
#define LINUXABI_GPIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/gpio.h>: the GPIO character device (/dev/gpiochipN): the
 * ioctl(2) requests of the chip, of a line request's fd (v2) or line
 * handle's (v1), their structs, the line flags and the events read(2)
 * returns.  Every struct but struct linuxabi_gpioevent_data (v1's event,
 * per ABI: <linuxabi-arch/gpio-event.h>) has one layout on every ABI.
 * The kernel's v2 structs align their 64-bit members to 8 bytes; ours
 * are uint64_t, less aligned on i386, arc, sh (4) and m68k (2), which
 * moves no member and changes no size.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* the size of every name and label, with its NUL */
#define GPIO_MAX_NAME_SIZE      32

/* GPIO_GET_CHIPINFO_IOCTL */
struct linuxabi_gpiochip_info {
    char     name[GPIO_MAX_NAME_SIZE];  /* the chip's device name */
    char     label[GPIO_MAX_NAME_SIZE]; /* the driver's label */
    uint32_t lines;                     /* how many */
};

/* ---- the v2 interface (Linux 5.10) ---- */

/* the most lines one request takes, the most attributes a config holds */
#define GPIO_V2_LINES_MAX               64
#define GPIO_V2_LINE_NUM_ATTRS_MAX      10

/* line flags, a 64-bit mask (enum gpio_v2_line_flag) */
#define GPIO_V2_LINE_FLAG_USED                  0x0001  /* in use, by the kernel or a process */
#define GPIO_V2_LINE_FLAG_ACTIVE_LOW            0x0002
#define GPIO_V2_LINE_FLAG_INPUT                 0x0004
#define GPIO_V2_LINE_FLAG_OUTPUT                0x0008
#define GPIO_V2_LINE_FLAG_EDGE_RISING           0x0010  /* report rising edges */
#define GPIO_V2_LINE_FLAG_EDGE_FALLING          0x0020  /* report falling edges */
#define GPIO_V2_LINE_FLAG_OPEN_DRAIN            0x0040
#define GPIO_V2_LINE_FLAG_OPEN_SOURCE           0x0080
#define GPIO_V2_LINE_FLAG_BIAS_PULL_UP          0x0100
#define GPIO_V2_LINE_FLAG_BIAS_PULL_DOWN        0x0200
#define GPIO_V2_LINE_FLAG_BIAS_DISABLED         0x0400
#define GPIO_V2_LINE_FLAG_EVENT_CLOCK_REALTIME  0x0800  /* event times from CLOCK_REALTIME */
#define GPIO_V2_LINE_FLAG_EVENT_CLOCK_HTE       0x1000  /* event times from a hardware timestamp engine */

/* GPIO_V2_LINE_GET_VALUES_IOCTL, GPIO_V2_LINE_SET_VALUES_IOCTL: bit N
   is the Nth line of the request */
struct linuxabi_gpio_v2_line_values {
    uint64_t bits;                      /* the values, active is 1 */
    uint64_t mask;                      /* the lines to get or set */
};

/* struct linuxabi_gpio_v2_line_attribute id (enum gpio_v2_line_attr_id) */
#define GPIO_V2_LINE_ATTR_ID_FLAGS              1
#define GPIO_V2_LINE_ATTR_ID_OUTPUT_VALUES      2
#define GPIO_V2_LINE_ATTR_ID_DEBOUNCE           3

/* the value of an attribute, by id: anonymous in the kernel */
union linuxabi_gpio_v2_line_attribute_u {
    uint64_t flags;                     /* GPIO_V2_LINE_FLAG_* */
    uint64_t values;                    /* bit N: the Nth line's output */
    uint32_t debounce_period_us;
};

struct linuxabi_gpio_v2_line_attribute {
    uint32_t id;                        /* GPIO_V2_LINE_ATTR_ID_* */
    uint32_t padding;                   /* zero */
    union linuxabi_gpio_v2_line_attribute_u u;
};

/* an attribute and the lines of the request it applies to (bit N: the
   Nth line) */
struct linuxabi_gpio_v2_line_config_attribute {
    struct linuxabi_gpio_v2_line_attribute attr;
    uint64_t mask;
};

/* GPIO_V2_LINE_SET_CONFIG_IOCTL, and a request's config */
struct linuxabi_gpio_v2_line_config {
    uint64_t flags;                     /* GPIO_V2_LINE_FLAG_* of lines no attribute names */
    uint32_t num_attrs;                 /* attrs used */
    uint32_t padding[5];                /* zero */
    struct linuxabi_gpio_v2_line_config_attribute attrs[GPIO_V2_LINE_NUM_ATTRS_MAX];
};

/* GPIO_V2_GET_LINE_IOCTL: lines to request; fd is set to the request's */
struct linuxabi_gpio_v2_line_request {
    uint32_t offsets[GPIO_V2_LINES_MAX]; /* the lines, offsets in the chip */
    char     consumer[GPIO_MAX_NAME_SIZE];
    struct linuxabi_gpio_v2_line_config config;
    uint32_t num_lines;                 /* offsets used */
    uint32_t event_buffer_size;         /* events to queue, 0 for the default */
    uint32_t padding[5];                /* zero */
    int32_t  fd;                        /* out */
};

/* GPIO_V2_GET_LINEINFO_IOCTL, GPIO_V2_GET_LINEINFO_WATCH_IOCTL */
struct linuxabi_gpio_v2_line_info {
    char     name[GPIO_MAX_NAME_SIZE];
    char     consumer[GPIO_MAX_NAME_SIZE]; /* who requested it, if anyone */
    uint32_t offset;                    /* in: the line */
    uint32_t num_attrs;                 /* attrs used */
    uint64_t flags;                     /* GPIO_V2_LINE_FLAG_* */
    struct linuxabi_gpio_v2_line_attribute attrs[GPIO_V2_LINE_NUM_ATTRS_MAX];
    uint32_t padding[4];                /* zero */
};

/* struct linuxabi_gpio_v2_line_info_changed event_type (enum
   gpio_v2_line_changed_type) */
#define GPIO_V2_LINE_CHANGED_REQUESTED          1
#define GPIO_V2_LINE_CHANGED_RELEASED           2
#define GPIO_V2_LINE_CHANGED_CONFIG             3

/* what read(2) on the chip returns for a watched line */
struct linuxabi_gpio_v2_line_info_changed {
    struct linuxabi_gpio_v2_line_info info;
    uint64_t timestamp_ns;              /* CLOCK_MONOTONIC */
    uint32_t event_type;                /* GPIO_V2_LINE_CHANGED_* */
    uint32_t padding[5];
};

/* struct linuxabi_gpio_v2_line_event id (enum gpio_v2_line_event_id) */
#define GPIO_V2_LINE_EVENT_RISING_EDGE          1
#define GPIO_V2_LINE_EVENT_FALLING_EDGE         2

/* what read(2) on a request's fd returns for an edge */
struct linuxabi_gpio_v2_line_event {
    uint64_t timestamp_ns;              /* by the clock the line's flags choose */
    uint32_t id;                        /* GPIO_V2_LINE_EVENT_* */
    uint32_t offset;                    /* the line */
    uint32_t seqno;                     /* in the request */
    uint32_t line_seqno;                /* on this line */
    uint32_t padding[6];
};

/* ---- the v1 interface, deprecated by v2 ---- */

/* struct linuxabi_gpioline_info flags (unsigned long) */
#define GPIOLINE_FLAG_KERNEL            (1UL << 0)      /* in use, by the kernel or a process */
#define GPIOLINE_FLAG_IS_OUT            (1UL << 1)
#define GPIOLINE_FLAG_ACTIVE_LOW        (1UL << 2)
#define GPIOLINE_FLAG_OPEN_DRAIN        (1UL << 3)
#define GPIOLINE_FLAG_OPEN_SOURCE       (1UL << 4)
#define GPIOLINE_FLAG_BIAS_PULL_UP      (1UL << 5)
#define GPIOLINE_FLAG_BIAS_PULL_DOWN    (1UL << 6)
#define GPIOLINE_FLAG_BIAS_DISABLE      (1UL << 7)

/* GPIO_GET_LINEINFO_IOCTL, GPIO_GET_LINEINFO_WATCH_IOCTL */
struct linuxabi_gpioline_info {
    uint32_t line_offset;               /* in: the line */
    uint32_t flags;                     /* GPIOLINE_FLAG_* */
    char     name[GPIO_MAX_NAME_SIZE];
    char     consumer[GPIO_MAX_NAME_SIZE];
};

/* the most lines one handle takes */
#define GPIOHANDLES_MAX                 64

/* struct linuxabi_gpioline_info_changed event_type (an enum) */
#define GPIOLINE_CHANGED_REQUESTED      1
#define GPIOLINE_CHANGED_RELEASED       2
#define GPIOLINE_CHANGED_CONFIG         3

/* what read(2) on the chip returns for a watched line */
struct linuxabi_gpioline_info_changed {
    struct linuxabi_gpioline_info info;
    uint64_t timestamp;                 /* ns, CLOCK_MONOTONIC */
    uint32_t event_type;                /* GPIOLINE_CHANGED_* */
    uint32_t padding[5];
};

/* struct linuxabi_gpiohandle_request and _gpiohandle_config flags, and
   struct linuxabi_gpioevent_request handleflags (unsigned long) */
#define GPIOHANDLE_REQUEST_INPUT            (1UL << 0)
#define GPIOHANDLE_REQUEST_OUTPUT           (1UL << 1)
#define GPIOHANDLE_REQUEST_ACTIVE_LOW       (1UL << 2)
#define GPIOHANDLE_REQUEST_OPEN_DRAIN       (1UL << 3)
#define GPIOHANDLE_REQUEST_OPEN_SOURCE      (1UL << 4)
#define GPIOHANDLE_REQUEST_BIAS_PULL_UP     (1UL << 5)
#define GPIOHANDLE_REQUEST_BIAS_PULL_DOWN   (1UL << 6)
#define GPIOHANDLE_REQUEST_BIAS_DISABLE     (1UL << 7)

/* GPIO_GET_LINEHANDLE_IOCTL: lines to request; fd is set to the handle's */
struct linuxabi_gpiohandle_request {
    uint32_t lineoffsets[GPIOHANDLES_MAX];
    uint32_t flags;                     /* GPIOHANDLE_REQUEST_* */
    uint8_t  default_values[GPIOHANDLES_MAX]; /* of outputs */
    char     consumer_label[GPIO_MAX_NAME_SIZE];
    uint32_t lines;                     /* lineoffsets used */
    int32_t  fd;                        /* out */
};

/* GPIOHANDLE_SET_CONFIG_IOCTL */
struct linuxabi_gpiohandle_config {
    uint32_t flags;                     /* GPIOHANDLE_REQUEST_* */
    uint8_t  default_values[GPIOHANDLES_MAX];
    uint32_t padding[4];
};

/* GPIOHANDLE_GET_LINE_VALUES_IOCTL, GPIOHANDLE_SET_LINE_VALUES_IOCTL */
struct linuxabi_gpiohandle_data {
    uint8_t values[GPIOHANDLES_MAX];    /* one a line, active is 1 */
};

/* struct linuxabi_gpioevent_request eventflags (unsigned long) */
#define GPIOEVENT_REQUEST_RISING_EDGE   (1UL << 0)
#define GPIOEVENT_REQUEST_FALLING_EDGE  (1UL << 1)
#define GPIOEVENT_REQUEST_BOTH_EDGES    ((1UL << 0) | (1UL << 1))

/* GPIO_GET_LINEEVENT_IOCTL: one line's edges; fd is set to read them */
struct linuxabi_gpioevent_request {
    uint32_t lineoffset;
    uint32_t handleflags;               /* GPIOHANDLE_REQUEST_* */
    uint32_t eventflags;                /* GPIOEVENT_REQUEST_* */
    char     consumer_label[GPIO_MAX_NAME_SIZE];
    int32_t  fd;                        /* out */
};

/* struct linuxabi_gpioevent_data id */
#define GPIOEVENT_EVENT_RISING_EDGE     0x01
#define GPIOEVENT_EVENT_FALLING_EDGE    0x02

/* struct linuxabi_gpioevent_data, what read(2) on a v1 event fd returns:
   per ABI, 16 bytes where uint64_t is 8-byte aligned, 12 elsewhere */
#include <linuxabi-arch/gpio-event.h>

/* ioctl(2) requests of the chip (/dev/gpiochipN) */
#define GPIO_GET_CHIPINFO_IOCTL             LINUXABI_IOR(0xB4, 0x01, struct linuxabi_gpiochip_info)
#define GPIO_GET_LINEINFO_UNWATCH_IOCTL     LINUXABI_IOWR(0xB4, 0x0C, uint32_t)   /* the line's offset */
#define GPIO_V2_GET_LINEINFO_IOCTL          LINUXABI_IOWR(0xB4, 0x05, struct linuxabi_gpio_v2_line_info)
#define GPIO_V2_GET_LINEINFO_WATCH_IOCTL    LINUXABI_IOWR(0xB4, 0x06, struct linuxabi_gpio_v2_line_info)
#define GPIO_V2_GET_LINE_IOCTL              LINUXABI_IOWR(0xB4, 0x07, struct linuxabi_gpio_v2_line_request)
#define GPIO_GET_LINEINFO_IOCTL             LINUXABI_IOWR(0xB4, 0x02, struct linuxabi_gpioline_info)
#define GPIO_GET_LINEHANDLE_IOCTL           LINUXABI_IOWR(0xB4, 0x03, struct linuxabi_gpiohandle_request)
#define GPIO_GET_LINEEVENT_IOCTL            LINUXABI_IOWR(0xB4, 0x04, struct linuxabi_gpioevent_request)
#define GPIO_GET_LINEINFO_WATCH_IOCTL       LINUXABI_IOWR(0xB4, 0x0B, struct linuxabi_gpioline_info)

/* ioctl(2) requests of a v2 line request's fd */
#define GPIO_V2_LINE_SET_CONFIG_IOCTL       LINUXABI_IOWR(0xB4, 0x0D, struct linuxabi_gpio_v2_line_config)
#define GPIO_V2_LINE_GET_VALUES_IOCTL       LINUXABI_IOWR(0xB4, 0x0E, struct linuxabi_gpio_v2_line_values)
#define GPIO_V2_LINE_SET_VALUES_IOCTL       LINUXABI_IOWR(0xB4, 0x0F, struct linuxabi_gpio_v2_line_values)

/* ioctl(2) requests of a v1 line handle's fd */
#define GPIOHANDLE_GET_LINE_VALUES_IOCTL    LINUXABI_IOWR(0xB4, 0x08, struct linuxabi_gpiohandle_data)
#define GPIOHANDLE_SET_LINE_VALUES_IOCTL    LINUXABI_IOWR(0xB4, 0x09, struct linuxabi_gpiohandle_data)
#define GPIOHANDLE_SET_CONFIG_IOCTL         LINUXABI_IOWR(0xB4, 0x0A, struct linuxabi_gpiohandle_config)

#endif
