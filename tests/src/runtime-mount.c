/* The mount API with <linuxabi/mount.h> in a private mount namespace:
 * fsopen, fsconfig, fsmount, move_mount, mount_setattr, open_tree, fspick
 * and umount2, checked against /proc/self/mountinfo. */
#define _GNU_SOURCE
#include <linuxabi/errno.h>
#include <linuxabi/mount.h>
#include <linuxabi/mountflags.h>

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "checks.h"

/* the mount and superblock options of the last mount on TARGET */
static int mount_options(const char *target, char *opts, size_t len,
			 char *super, size_t slen)
{
	char line[4096], mnt[1024], o[1024], s[1024];
	FILE *f = fopen("/proc/self/mountinfo", "r");
	const char *sep;
	int found = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof line, f)) {
		sep = strstr(line, " - ");
		if (sscanf(line, "%*d %*d %*s %*s %1023s %1023s", mnt, o) == 2
		    && sep && sscanf(sep, " - %*s %*s %1023s", s) == 1
		    && strcmp(mnt, target) == 0) {
			snprintf(opts, len, "%s", o);
			snprintf(super, slen, "%s", s);
			found = 1;
		}
	}
	fclose(f);
	return found;
}

/* does the comma-separated LIST hold WORD? */
static int has(const char *list, const char *word)
{
	size_t n = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)) != NULL; p += n)
		if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
			return 1;
	return 0;
}

static int cloexec(int fd)
{
	int f = fcntl(fd, F_GETFD);

	return f >= 0 && (f & FD_CLOEXEC);
}

static void mount_checks(void)
{
	char dir[] = "/tmp/linuxabi-mntapi-XXXXXX", dir2[] = "/tmp/linuxabi-mntapi-XXXXXX";
	char opts[1024], super[1024];
	struct linuxabi_mount_attr attr;
	long fsfd, mfd, tfd, pfd, r;

	if (unshare(CLONE_NEWNS) != 0) {
		printf("ok - the mount API # SKIP unshare(CLONE_NEWNS): %s"
		       " (needs root or user namespaces)\n", strerror(errno));
		return;
	}
	if (syscall(SYS_mount, "none", "/", NULL, (unsigned long)(MS_REC | MS_PRIVATE), NULL) != 0) {
		printf("not ok - mount --make-rprivate /: %s\n", strerror(errno));
		return;
	}
	if (!mkdtemp(dir) || !mkdtemp(dir2)) {
		printf("not ok - mkdtemp: %s\n", strerror(errno));
		return;
	}

	/* a new tmpfs: fsopen, fsconfig, fsmount, move_mount */
	fsfd = syscall(SYS_fsopen, "tmpfs", FSOPEN_CLOEXEC);
	if (fsfd < 0) {
		if (errno == ENOSYS)
			printf("ok - the mount API # SKIP fsopen: ENOSYS (kernel before 5.2)\n");
		else
			printf("not ok - fsopen(\"tmpfs\", FSOPEN_CLOEXEC): %s\n", strerror(errno));
		goto out;
	}
	printf("%s - fsopen FSOPEN_CLOEXEC gives a close-on-exec fd\n",
	       cloexec(fsfd) ? "ok" : "not ok");
	if (syscall(SYS_fsconfig, fsfd, FSCONFIG_SET_STRING, "size", "64k", 0) != 0)
		printf("not ok - fsconfig FSCONFIG_SET_STRING size=64k: %s\n", strerror(errno));
	else
		printf("ok - fsconfig FSCONFIG_SET_STRING size=64k\n");
	if (syscall(SYS_fsconfig, fsfd, FSCONFIG_SET_FLAG, "linuxabi-no-such-option", NULL, 0) == 0)
		printf("not ok - fsconfig FSCONFIG_SET_FLAG of an unknown option succeeded\n");
	else
		printf("%s - fsconfig FSCONFIG_SET_FLAG of an unknown option: EINVAL (%s)\n",
		       errno == EINVAL ? "ok" : "not ok", strerror(errno));
	if (syscall(SYS_fsconfig, fsfd, FSCONFIG_CMD_CREATE, NULL, NULL, 0) != 0) {
		printf("not ok - fsconfig FSCONFIG_CMD_CREATE: %s\n", strerror(errno));
		goto out;
	}
	mfd = syscall(SYS_fsmount, fsfd, FSMOUNT_CLOEXEC,
		      MOUNT_ATTR_NOEXEC | MOUNT_ATTR_NODEV);
	close(fsfd);
	if (mfd < 0) {
		printf("not ok - fsmount(FSMOUNT_CLOEXEC, NOEXEC|NODEV): %s\n", strerror(errno));
		goto out;
	}
	printf("%s - fsmount FSMOUNT_CLOEXEC gives a close-on-exec fd\n",
	       cloexec(mfd) ? "ok" : "not ok");
	r = syscall(SYS_move_mount, mfd, "", AT_FDCWD, dir, MOVE_MOUNT_F_EMPTY_PATH);
	close(mfd);
	if (r != 0) {
		printf("not ok - move_mount MOVE_MOUNT_F_EMPTY_PATH: %s\n", strerror(errno));
		goto out;
	}
	if (!mount_options(dir, opts, sizeof opts, super, sizeof super))
		printf("not ok - the new tmpfs is not in /proc/self/mountinfo\n");
	else
		printf("%s - MOUNT_ATTR_NOEXEC|MOUNT_ATTR_NODEV: %s (%s)\n",
		       has(opts, "rw") && has(opts, "nodev") && has(opts, "noexec")
		       && !has(opts, "nosuid") && has(super, "size=64k") ? "ok" : "not ok",
		       opts, super);

	/* mount_setattr: read-only */
	printf("%s - sizeof(struct linuxabi_mount_attr) == MOUNT_ATTR_SIZE_VER0 (%d)\n",
	       sizeof attr == MOUNT_ATTR_SIZE_VER0 ? "ok" : "not ok", MOUNT_ATTR_SIZE_VER0);
	memset(&attr, 0, sizeof attr);
	attr.attr_set = MOUNT_ATTR_RDONLY;
	attr.attr_clr = MOUNT_ATTR__ATIME;
	attr.attr_set |= MOUNT_ATTR_NOATIME;
	if (syscall(SYS_mount_setattr, AT_FDCWD, dir, 0, &attr, MOUNT_ATTR_SIZE_VER0) != 0)
		printf("not ok - mount_setattr MOUNT_ATTR_RDONLY|MOUNT_ATTR_NOATIME: %s\n",
		       strerror(errno));
	else if (mount_options(dir, opts, sizeof opts, super, sizeof super))
		printf("%s - mount_setattr MOUNT_ATTR_RDONLY|MOUNT_ATTR_NOATIME: %s\n",
		       has(opts, "ro") && has(opts, "noatime") && has(opts, "noexec")
		       ? "ok" : "not ok", opts);

	/* fspick: reconfigure the superblock */
	pfd = syscall(SYS_fspick, AT_FDCWD, dir, FSPICK_CLOEXEC);
	if (pfd < 0) {
		printf("not ok - fspick FSPICK_CLOEXEC: %s\n", strerror(errno));
	} else {
		if (syscall(SYS_fsconfig, pfd, FSCONFIG_SET_STRING, "size", "128k", 0) != 0
		    || syscall(SYS_fsconfig, pfd, FSCONFIG_CMD_RECONFIGURE, NULL, NULL, 0) != 0)
			printf("not ok - fsconfig FSCONFIG_CMD_RECONFIGURE size=128k: %s\n",
			       strerror(errno));
		else if (mount_options(dir, opts, sizeof opts, super, sizeof super))
			printf("%s - fspick + FSCONFIG_CMD_RECONFIGURE size=128k: %s\n",
			       cloexec(pfd) && has(super, "size=128k") ? "ok" : "not ok", super);
		close(pfd);
	}

	/* open_tree: a clone of the mount, attached elsewhere */
	tfd = syscall(SYS_open_tree, AT_FDCWD, dir, OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC);
	if (tfd < 0) {
		printf("not ok - open_tree OPEN_TREE_CLONE|OPEN_TREE_CLOEXEC: %s\n", strerror(errno));
	} else {
		printf("%s - open_tree OPEN_TREE_CLOEXEC gives a close-on-exec fd\n",
		       cloexec(tfd) ? "ok" : "not ok");
		r = syscall(SYS_move_mount, tfd, "", AT_FDCWD, dir2, MOVE_MOUNT_F_EMPTY_PATH);
		close(tfd);
		if (r != 0)
			printf("not ok - move_mount of the open_tree clone: %s\n", strerror(errno));
		else if (!mount_options(dir2, opts, sizeof opts, super, sizeof super))
			printf("not ok - the open_tree clone is not in /proc/self/mountinfo\n");
		else
			printf("%s - open_tree clone keeps ro,nodev,noexec: %s\n",
			       has(opts, "ro") && has(opts, "nodev") && has(opts, "noexec")
			       ? "ok" : "not ok", opts);
		if (syscall(SYS_umount2, dir2, MNT_DETACH) != 0)
			printf("not ok - umount2 MNT_DETACH: %s\n", strerror(errno));
		else
			printf("%s - umount2 MNT_DETACH\n",
			       mount_options(dir2, opts, sizeof opts, super, sizeof super)
			       ? "not ok" : "ok");
	}

	/* umount2 rejects a flag bit it does not know */
	r = syscall(SYS_umount2, dir, UMOUNT_NOFOLLOW << 1);
	if (r == 0)
		printf("not ok - umount2 with an unknown flag succeeded\n");
	else
		printf("%s - umount2 with an unknown flag: EINVAL (%s)\n",
		       errno == EINVAL ? "ok" : "not ok", strerror(errno));
	if (syscall(SYS_umount2, dir, UMOUNT_NOFOLLOW) != 0)
		printf("not ok - umount2 UMOUNT_NOFOLLOW: %s\n", strerror(errno));
	else
		printf("%s - umount2 UMOUNT_NOFOLLOW\n",
		       mount_options(dir, opts, sizeof opts, super, sizeof super)
		       ? "not ok" : "ok");
out:
	syscall(SYS_umount2, dir, MNT_DETACH);
	rmdir(dir);
	rmdir(dir2);
}

int main(void)
{
	LA_RUN("mount", mount_checks);
	return 0;
}
