/* The checks of <linuxabi/uinput.h> (and of <linuxabi/input.h>'s event
 * layout) that run real system calls, by number: on /dev/uinput, a
 * virtual keyboard set up with struct linuxabi_uinput_setup
 * (UI_SET_EVBIT, UI_SET_KEYBIT, UI_DEV_SETUP, UI_DEV_CREATE), found by
 * LINUXABI_UI_GET_SYSNAME() in /sys/devices/virtual/input; its
 * /dev/input/eventN answers EVIOCGNAME, EVIOCGID and EVIOCGBIT(EV_KEY)
 * with what was set, and an event written to /dev/uinput as a struct
 * linuxabi_input_event is read back from it as one.  The device is
 * destroyed after.  UI_GET_VERSION and the requests on another driver's
 * file (ENOTTY) run anyway; no /dev/uinput, or one not ours to open, is
 * an ok line saying so.
 * Shared by runtime-uinput.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (checks.h).
 * la_uinput_checks() prints "ok - uinput: ..." or "not ok - uinput: ..."
 * lines. */
#ifndef LA_UINPUT_CHECKS_H
#define LA_UINPUT_CHECKS_H

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/uinput.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_uinput_report(good, ...) \
	la_report_in("uinput", (good), __VA_ARGS__)

#define LA_UINPUT_NAME "linuxabi uinput check"

/* the requests on a file of another driver: ENOTTY */
static void la_uinput_wrong_fd(void)
{
	static struct linuxabi_uinput_setup setup;
	static uint32_t version;
	static char sysname[64];
	struct la_dev_req reqs[3];

	reqs[0].name = "UI_GET_VERSION";
	reqs[0].req = UI_GET_VERSION;
	reqs[0].arg = &version;
	reqs[1].name = "UI_DEV_SETUP, a struct linuxabi_uinput_setup";
	reqs[1].req = UI_DEV_SETUP;
	reqs[1].arg = &setup;
	reqs[2].name = "LINUXABI_UI_GET_SYSNAME(64)";
	reqs[2].req = LINUXABI_UI_GET_SYSNAME(sizeof sysname);
	reqs[2].arg = sysname;
	la_dev_wrong_fd("uinput", reqs, 3);
}

/* /dev/input/eventN of the device /sys/devices/virtual/input/SYSNAME,
   into PATH; 0 if found */
static int la_uinput_event_path(const char *sysname, char *path,
				size_t size)
{
	char dir[128];
	struct dirent *de;
	DIR *d;
	int found = -1;

	snprintf(dir, sizeof dir, "/sys/devices/virtual/input/%.64s", sysname);
	d = opendir(dir);
	if (!d)
		return -1;
	while ((de = readdir(d)) != NULL) {
		if (strncmp(de->d_name, "event", 5) == 0) {
			snprintf(path, size, "/dev/input/%.64s", de->d_name);
			found = 0;
			break;
		}
	}
	closedir(d);
	return found;
}

/* our device, through its event file EV: what we set, and one event */
static void la_uinput_read_back(int ui, int ev, const char *path,
				const struct linuxabi_uinput_setup *setup)
{
	struct linuxabi_input_event out[2], in;
	struct linuxabi_input_id id;
	uint8_t keybits[96];
	char name[UINPUT_MAX_NAME_SIZE];
	long r, r2, r3;

	memset(name, 0, sizeof name);
	memset(&id, 0, sizeof id);
	memset(keybits, 0, sizeof keybits);
	r = la_dev_ioctl(ev, LINUXABI_EVIOCGNAME(sizeof name - 1), name);
	r2 = la_dev_ioctl(ev, EVIOCGID, &id);
	r3 = la_dev_ioctl(ev, LINUXABI_EVIOCGBIT(EV_KEY, sizeof keybits),
			  keybits);
	la_uinput_report(r > 0 && strcmp(name, setup->name) == 0 && r2 == 0 &&
			 id.bustype == setup->id.bustype &&
			 id.vendor == setup->id.vendor &&
			 id.product == setup->id.product &&
			 id.version == setup->id.version && r3 > 0 &&
			 (keybits[KEY_A / 8] & (1 << (KEY_A % 8))),
			 "%s: LINUXABI_EVIOCGNAME \"%s\", EVIOCGID bus %#x "
			 "vendor %#x product %#x version %#x, "
			 "LINUXABI_EVIOCGBIT(EV_KEY) KEY_A %s: %ld %ld %ld "
			 "(set with UI_DEV_SETUP)", path, name,
			 (unsigned)id.bustype, (unsigned)id.vendor,
			 (unsigned)id.product, (unsigned)id.version,
			 (keybits[KEY_A / 8] & (1 << (KEY_A % 8))) ? "set" :
			 "not set", r, r2, r3);

	memset(out, 0, sizeof out);
	out[0].type = EV_KEY;
	out[0].code = KEY_A;
	out[0].value = 1;
	out[1].type = EV_SYN;
	out[1].code = SYN_REPORT;
	r = LA_SYSCALL(LINUXABI_SYS_write, ui, out, sizeof out);
	memset(&in, 0xff, sizeof in);
	r2 = LA_SYSCALL(LINUXABI_SYS_read, ev, &in, sizeof in);
	la_uinput_report(r == (long)sizeof out && r2 == (long)sizeof in &&
			 in.type == EV_KEY && in.code == KEY_A &&
			 in.value == 1 && in.sec != 0,
			 "write(2) of two struct linuxabi_input_event (%u bytes "
			 "each) to /dev/uinput: %ld; read(2) from %s: %ld, "
			 "type %u code %u value %d at %llu.%06llu s",
			 (unsigned)sizeof in, r, path, r2, (unsigned)in.type,
			 (unsigned)in.code, (int)in.value,
			 (unsigned long long)in.sec,
			 (unsigned long long)in.usec);
}

static void la_uinput_checks(void)
{
	struct linuxabi_uinput_setup setup;
	char sysname[64], path[128];
	uint32_t version = 0;
	long r, r2, r3, r4;
	int ui, ev, e;

	la_uinput_wrong_fd();
	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/uinput",
		       O_RDWR | O_NONBLOCK | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_uinput_report(1, "open /dev/uinput: %s here (no uinput on "
				 "this machine, or not ours to open): "
				 "UI_DEV_SETUP (%#lx) and the device's checks "
				 "are not run", strerror(e),
				 (unsigned long)UI_DEV_SETUP);
		return;
	}
	la_uinput_report(!e, "open /dev/uinput: fd %ld %s", r,
			 e ? strerror(e) : "");
	if (e)
		return;
	ui = (int)r;
	r = la_dev_ioctl(ui, UI_GET_VERSION, &version);
#ifdef LA_QEMU
	if (r == -ENOTTY || r == -ENOSYS) {
		la_uinput_report(1, "ioctl UI_GET_VERSION (%#lx): %s under "
				 "qemu-user, which does not translate it: not "
				 "checked", (unsigned long)UI_GET_VERSION,
				 strerror((int)-r));
		close(ui);
		return;
	}
#endif
	la_uinput_report(r == 0 && version >= 5, "UI_GET_VERSION (%#lx): "
			 "%ld, version %u (5 or more: UI_DEV_SETUP)",
			 (unsigned long)UI_GET_VERSION, r, (unsigned)version);

	memset(&setup, 0, sizeof setup);
	setup.id.bustype = BUS_VIRTUAL;
	setup.id.vendor = 0x1234;
	setup.id.product = 0x5678;
	setup.id.version = 1;
	strcpy(setup.name, LA_UINPUT_NAME);
	r = la_dev_ioctl(ui, UI_SET_EVBIT, (void *)(uintptr_t)EV_KEY);
	r2 = la_dev_ioctl(ui, UI_SET_KEYBIT, (void *)(uintptr_t)KEY_A);
	r3 = la_dev_ioctl(ui, UI_DEV_SETUP, &setup);
	r4 = la_dev_ioctl(ui, UI_DEV_CREATE, NULL);
	la_uinput_report(r == 0 && r2 == 0 && r3 == 0 && r4 == 0,
			 "UI_SET_EVBIT (%#lx) EV_KEY, UI_SET_KEYBIT KEY_A, "
			 "UI_DEV_SETUP (%#lx, struct linuxabi_uinput_setup, "
			 "%u bytes), UI_DEV_CREATE: %ld %ld %ld %ld",
			 (unsigned long)UI_SET_EVBIT,
			 (unsigned long)UI_DEV_SETUP, (unsigned)sizeof setup,
			 r, r2, r3, r4);
	if (r || r2 || r3 || r4) {
		close(ui);
		return;
	}
	memset(sysname, 0, sizeof sysname);
	r = la_dev_ioctl(ui, LINUXABI_UI_GET_SYSNAME(sizeof sysname - 1),
			 sysname);
	la_uinput_report(r > 0 && strncmp(sysname, "input", 5) == 0,
			 "LINUXABI_UI_GET_SYSNAME(63) (%#lx): %ld, \"%s\"",
			 (unsigned long)LINUXABI_UI_GET_SYSNAME(sizeof sysname
								 - 1),
			 r, sysname);
	if (r > 0 && la_uinput_event_path(sysname, path, sizeof path) == 0) {
		r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
			       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
		e = LA_ERROR(r);
		la_uinput_report(!e, "open %s: fd %ld %s", path, r,
				 e ? strerror(e) : "");
		if (!e) {
			ev = (int)r;
			la_uinput_read_back(ui, ev, path, &setup);
			close(ev);
		}
	} else if (r > 0) {
		la_uinput_report(1, "no eventN under /sys/devices/virtual/"
				 "input/%s (no sysfs, or no evdev here): the "
				 "event file's checks are not run", sysname);
	}
	r = la_dev_ioctl(ui, UI_DEV_DESTROY, NULL);
	la_uinput_report(r == 0, "UI_DEV_DESTROY (%#lx): %ld",
			 (unsigned long)UI_DEV_DESTROY, r);
	close(ui);
}

#endif
