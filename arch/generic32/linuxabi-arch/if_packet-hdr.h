#ifndef LINUXABI_ARCH_IF_PACKET_HDR_H
#define LINUXABI_ARCH_IF_PACKET_HDR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_packet.h>: TPACKET_V1's frame header, whose status is a
 * kernel long.  ABIs with a 32-bit kernel long: 24 bytes.  (A 32-bit program under a
 * 64-bit kernel sees the kernel's 64-bit layout instead: use TPACKET_V2
 * or V3 there.)
 */

#include <stdint.h>

struct linuxabi_tpacket_hdr {
    uint32_t tp_status;                 /* TP_STATUS_* */
    uint32_t tp_len;
    uint32_t tp_snaplen;
    uint16_t tp_mac;
    uint16_t tp_net;
    uint32_t tp_sec;
    uint32_t tp_usec;
};

#endif
