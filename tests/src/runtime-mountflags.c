/* mount(2) with <linuxabi/mountflags.h> in a private mount namespace:
 * the flags must show in /proc/self/mountinfo as the kernel reports them. */
#define _GNU_SOURCE
#include <linuxabi/mountflags.h>

#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "checks.h"

static int mount_options(const char *target, char *opts, size_t len)
{
	char line[4096], mnt[1024], o[1024];
	FILE *f = fopen("/proc/self/mountinfo", "r");
	int found = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "%*d %*d %*s %*s %1023s %1023s", mnt, o) == 2
		    && strcmp(mnt, target) == 0) {
			snprintf(opts, len, "%s", o);
			found = 1;
		}
	fclose(f);
	return found;
}

static void mountflags_checks(void)
{
	char dir[] = "/tmp/linuxabi-mnt-XXXXXX", opts[1024];
	unsigned long flags = MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY;

	if (unshare(CLONE_NEWNS) != 0) {
		printf("ok - mount(2) with MS_* flags # SKIP unshare(CLONE_NEWNS): %s"
		       " (needs root or user namespaces)\n", strerror(errno));
		return;
	}
	if (syscall(SYS_mount, "none", "/", NULL, (unsigned long)(MS_REC | MS_PRIVATE), NULL) != 0) {
		printf("not ok - mount --make-rprivate /: %s\n", strerror(errno));
		return;
	}
	if (!mkdtemp(dir)) {
		printf("not ok - mkdtemp: %s\n", strerror(errno));
		return;
	}
	if (syscall(SYS_mount, "linuxabi", dir, "tmpfs", flags, "size=64k") != 0) {
		printf("not ok - mount tmpfs with MS_RDONLY|MS_NOSUID|MS_NODEV|MS_NOEXEC: %s\n",
		       strerror(errno));
		rmdir(dir);
		return;
	}
	if (!mount_options(dir, opts, sizeof opts))
		printf("not ok - tmpfs mount not in /proc/self/mountinfo\n");
	else
		printf("%s - mountinfo shows ro,nosuid,nodev,noexec: %s\n",
		       strncmp(opts, "ro,nosuid,nodev,noexec", 22) == 0 ? "ok" : "not ok",
		       opts);
	if (syscall(SYS_mount, NULL, dir, NULL, (unsigned long)(MS_REMOUNT | MS_BIND | MS_NOATIME), NULL) != 0)
		printf("not ok - remount MS_BIND|MS_NOATIME: %s\n", strerror(errno));
	else if (mount_options(dir, opts, sizeof opts))
		printf("%s - MS_REMOUNT|MS_BIND|MS_NOATIME: %s\n",
		       strstr(opts, "noatime") && strncmp(opts, "rw", 2) == 0 ? "ok" : "not ok",
		       opts);
	syscall(SYS_umount2, dir, 0);
	rmdir(dir);
}

int main(void)
{
	LA_RUN("mountflags", mountflags_checks);
	return 0;
}
