/* The memory-mapping syscalls with <linuxabi/mman.h>: mmap(2), mprotect(2),
 * madvise(2), msync(2), mremap(2), mlock2(2), mlockall(2), memfd_create(2)
 * through syscall(2), with our flags; the kernel must do what they say. */
#define _GNU_SOURCE
#include <linuxabi/mman.h>

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "checks.h"

static long page;

static void *map(void *addr, size_t len, int prot, int flags, int fd)
{
	return (void *)syscall(SYS_mmap, addr, len, prot, flags, fd, 0L);
}

static int failed(void *p)
{
	return (uintptr_t)p > (uintptr_t)-4096;
}

static void *anon(size_t len)
{
	void *p = map(NULL, len, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1);

	if (failed(p)) {
		printf("not ok - mmap MAP_PRIVATE|MAP_ANONYMOUS: %s\n", strerror(errno));
		exit(0);
	}
	return p;
}

static void unmap(void *p, size_t len)
{
	syscall(SYS_munmap, p, len);
}

/* "lo lf" ...: the VmFlags line of the mapping that starts at P */
static int vmflags(void *p, char *out, size_t len)
{
	char line[512];
	unsigned long start, end;
	int in = 0, found = 0;
	FILE *f = fopen("/proc/self/smaps", "r");

	if (!f)
		return 0;
	while (fgets(line, sizeof line, f)) {
		if (sscanf(line, "%lx-%lx ", &start, &end) == 2)
			in = start == (unsigned long)(uintptr_t)p;
		else if (in && strncmp(line, "VmFlags:", 8) == 0) {
			snprintf(out, len, "%s", line + 8);
			out[strcspn(out, "\n")] = 0;
			while (*out && out[strlen(out) - 1] == ' ')
				out[strlen(out) - 1] = 0;
			found = 1;
		}
	}
	fclose(f);
	return found;
}

static int has_flag(const char *flags, const char *f)
{
	char padded[600], want[8];

	snprintf(padded, sizeof padded, " %s ", flags);
	snprintf(want, sizeof want, " %s ", f);
	return strstr(padded, want) != NULL;
}

static sigjmp_buf jump;

static void on_segv(int sig)
{
	(void)sig;
	siglongjmp(jump, 1);
}

static void test_mmap(void)
{
	unsigned char *p = anon(2 * page);
	int zero = p[0] == 0 && p[2 * page - 1] == 0;

	memset(p, 0x5a, 2 * page);
	printf("%s - mmap(2) MAP_PRIVATE|MAP_ANONYMOUS: zero-filled, then written and read\n",
	       zero && p[0] == 0x5a && p[2 * page - 1] == 0x5a ? "ok" : "not ok");
	unmap(p, 2 * page);
}

static void test_fixed_noreplace(void)
{
	void *p = anon(page), *q;

	q = map(p, page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1);
	if (!failed(q)) {
		printf("not ok - MAP_FIXED_NOREPLACE over a mapping succeeded at %p\n", q);
		unmap(q, page);
		return;
	}
	printf("%s - MAP_FIXED_NOREPLACE over a mapping: EEXIST (%s)\n",
	       errno == EEXIST ? "ok" : "not ok", strerror(errno));
	unmap(p, page);
	q = map(p, page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1);
	printf("%s - MAP_FIXED_NOREPLACE over a hole: mapped at the address\n",
	       q == p ? "ok" : "not ok");
	if (!failed(q))
		unmap(q, page);
}

static void test_mprotect(void)
{
	volatile unsigned char *p = anon(page);
	struct sigaction sa, old;
	volatile int faulted = 0;

	p[0] = 1;
	if (syscall(SYS_mprotect, p, page, PROT_READ) != 0) {
		printf("not ok - mprotect PROT_READ: %s\n", strerror(errno));
		return;
	}
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_segv;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGSEGV, &sa, &old);
	if (sigsetjmp(jump, 1) == 0)
		p[0] = 2;
	else
		faulted = 1;
	sigaction(SIGSEGV, &old, NULL);
	printf("%s - mprotect(2) PROT_READ: a write raises SIGSEGV, the byte is kept\n",
	       faulted && p[0] == 1 ? "ok" : "not ok");
	if (syscall(SYS_mprotect, p, page, PROT_READ | PROT_WRITE) == 0) {
		p[0] = 3;
		printf("%s - mprotect(2) PROT_READ|PROT_WRITE: writable again\n",
		       p[0] == 3 ? "ok" : "not ok");
	} else
		printf("not ok - mprotect PROT_READ|PROT_WRITE: %s\n", strerror(errno));
	unmap((void *)p, page);
}

static void test_madvise(void)
{
	unsigned char *p = anon(page);
	pid_t pid;
	int status;

	memset(p, 0x77, page);
	if (syscall(SYS_madvise, p, page, MADV_DONTNEED) != 0)
		printf("not ok - madvise MADV_DONTNEED: %s\n", strerror(errno));
	else
		printf("%s - madvise(2) MADV_DONTNEED: the anonymous page reads zero\n",
		       p[0] == 0 && p[page - 1] == 0 ? "ok" : "not ok");

	memset(p, 0x77, page);
	if (syscall(SYS_madvise, p, page, MADV_WIPEONFORK) != 0) {
		printf("not ok - madvise MADV_WIPEONFORK: %s\n", strerror(errno));
		unmap(p, page);
		return;
	}
	fflush(stdout);
	pid = fork();
	if (pid == 0)
		_exit(p[0] == 0 ? 0 : 1);
	waitpid(pid, &status, 0);
	printf("%s - madvise(2) MADV_WIPEONFORK: the child reads zero, the parent 0x77\n",
	       WIFEXITED(status) && WEXITSTATUS(status) == 0 && p[0] == 0x77
	       ? "ok" : "not ok");
	printf("%s - madvise(2) with an unknown advice: EINVAL\n",
	       syscall(SYS_madvise, p, page, 12345) == -1 && errno == EINVAL
	       ? "ok" : "not ok");
	unmap(p, page);
}

static void test_file(void)
{
	char path[] = "/tmp/linuxabi-mman-XXXXXX", buf[8] = "";
	int fd = mkstemp(path);
	char *p;

	if (fd < 0 || ftruncate(fd, page) != 0) {
		printf("not ok - temporary file: %s\n", strerror(errno));
		return;
	}
	unlink(path);
	p = map(NULL, page, PROT_READ | PROT_WRITE, MAP_SHARED, fd);
	if (failed(p)) {
		printf("not ok - mmap MAP_SHARED on a file: %s\n", strerror(errno));
		close(fd);
		return;
	}
	memcpy(p, "linuxabi", 8);
	if (syscall(SYS_msync, p, page, MS_SYNC) != 0)
		printf("not ok - msync MS_SYNC: %s\n", strerror(errno));
	else
		printf("%s - msync(2) MS_SYNC: pread sees the mapping's bytes\n",
		       pread(fd, buf, 8, 0) == 8 && memcmp(buf, "linuxabi", 8) == 0
		       ? "ok" : "not ok");
	printf("%s - msync(2) MS_ASYNC|MS_INVALIDATE accepted\n",
	       syscall(SYS_msync, p, page, MS_ASYNC | MS_INVALIDATE) == 0 ? "ok" : "not ok");
	printf("%s - msync(2) MS_ASYNC|MS_SYNC: EINVAL\n",
	       syscall(SYS_msync, p, page, MS_ASYNC | MS_SYNC) == -1 && errno == EINVAL
	       ? "ok" : "not ok");
	unmap(p, page);

	p = map(NULL, page, PROT_READ, MAP_SHARED_VALIDATE, fd);
	printf("%s - mmap(2) MAP_SHARED_VALIDATE on a file\n", failed(p) ? "not ok" : "ok");
	if (!failed(p))
		unmap(p, page);
	p = map(NULL, page, PROT_READ | PROT_WRITE, MAP_SHARED_VALIDATE | MAP_SYNC, fd);
	printf("%s - mmap(2) MAP_SHARED_VALIDATE|MAP_SYNC on a non-DAX file: EOPNOTSUPP\n",
	       failed(p) && errno == EOPNOTSUPP ? "ok" : "not ok");
	if (!failed(p))
		unmap(p, page);
	close(fd);
}

static void test_mremap(void)
{
	unsigned char *p = anon(page), *q, *t;

	memset(p, 0x42, page);
	q = (void *)syscall(SYS_mremap, p, page, 64 * page, MREMAP_MAYMOVE);
	if (failed(q)) {
		printf("not ok - mremap MREMAP_MAYMOVE: %s\n", strerror(errno));
		unmap(p, page);
		return;
	}
	q[64 * page - 1] = 1;
	printf("%s - mremap(2) MREMAP_MAYMOVE: grown to 64 pages, contents kept\n",
	       q[0] == 0x42 && q[page - 1] == 0x42 ? "ok" : "not ok");
	/* to a reserved address: without MREMAP_FIXED, some kernels (6.18)
	 * refuse MREMAP_DONTUNMAP with EINVAL */
	t = map(NULL, page, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1);
	if (failed(t)) {
		printf("not ok - mmap PROT_NONE: %s\n", strerror(errno));
		unmap(q, 64 * page);
		return;
	}
	p = (void *)syscall(SYS_mremap, q, page, page,
			    MREMAP_MAYMOVE | MREMAP_FIXED | MREMAP_DONTUNMAP, t);
	if (failed(p)) {
		printf("not ok - mremap MREMAP_FIXED|MREMAP_DONTUNMAP: %s\n", strerror(errno));
		unmap(t, page);
	} else {
		printf("%s - mremap(2) MREMAP_FIXED|MREMAP_DONTUNMAP: moved to new_address,"
		       " the old range still mapped and empty\n",
		       p == t && p[0] == 0x42 && q[0] == 0 ? "ok" : "not ok");
		unmap(p, page);
	}
	unmap(q, 64 * page);
}

static void test_mlock(void)
{
	char *p = anon(4 * page), flags[512];

#ifdef SYS_mlock2
	if (syscall(SYS_mlock2, p, 4 * page, MLOCK_ONFAULT) != 0) {
		if (errno == EPERM || errno == ENOMEM)
			printf("ok - mlock2(2) MLOCK_ONFAULT # SKIP %s (RLIMIT_MEMLOCK)\n",
			       strerror(errno));
		else
			printf("not ok - mlock2 MLOCK_ONFAULT: %s\n", strerror(errno));
	} else if (!vmflags(p, flags, sizeof flags))
		printf("not ok - mlock2 MLOCK_ONFAULT: mapping not in /proc/self/smaps\n");
	else
		printf("%s - mlock2(2) MLOCK_ONFAULT: VmFlags has lo and lf:%s\n",
		       has_flag(flags, "lo") && has_flag(flags, "lf") ? "ok" : "not ok",
		       flags);
#else
	printf("ok - mlock2(2) MLOCK_ONFAULT # SKIP no SYS_mlock2 in <sys/syscall.h>\n");
#endif
	unmap(p, 4 * page);
	printf("%s - mlockall(2) MCL_ONFAULT alone: EINVAL\n",
	       syscall(SYS_mlockall, MCL_ONFAULT) == -1 && errno == EINVAL ? "ok" : "not ok");
}

static void test_memfd(void)
{
	int fd = syscall(SYS_memfd_create, "linuxabi", MFD_CLOEXEC | MFD_ALLOW_SEALING);
	int fd2, seals;

	if (fd < 0) {
		printf("not ok - memfd_create MFD_CLOEXEC|MFD_ALLOW_SEALING: %s\n",
		       strerror(errno));
		return;
	}
	printf("%s - memfd_create(2) MFD_CLOEXEC: FD_CLOEXEC set\n",
	       fcntl(fd, F_GETFD) == FD_CLOEXEC ? "ok" : "not ok");
	seals = fcntl(fd, F_GET_SEALS);
	printf("%s - memfd_create(2) MFD_ALLOW_SEALING: no seals, F_ADD_SEALS works\n",
	       seals == 0 && fcntl(fd, F_ADD_SEALS, F_SEAL_GROW) == 0
	       && fcntl(fd, F_GET_SEALS) == F_SEAL_GROW ? "ok" : "not ok");
	close(fd);
	fd2 = syscall(SYS_memfd_create, "linuxabi", 0);
	printf("%s - memfd_create(2) without MFD_ALLOW_SEALING: sealed with F_SEAL_SEAL\n",
	       fd2 >= 0 && fcntl(fd2, F_GET_SEALS) == F_SEAL_SEAL
	       && fcntl(fd2, F_GETFD) == 0 ? "ok" : "not ok");
	if (fd2 >= 0)
		close(fd2);
}

static void test_32bit(void)
{
	void *p = map(NULL, page, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1);

	if (failed(p)) {
		printf("not ok - mmap MAP_32BIT: %s\n", strerror(errno));
		return;
	}
	printf("%s - mmap(2) MAP_32BIT: mapped below 4 GiB at %p\n",
	       (uint64_t)(uintptr_t)p + page <= ((uint64_t)1 << 32) ? "ok" : "not ok", p);
	unmap(p, page);
}

#define HUGE_2MB_POOL "/sys/kernel/mm/hugepages/hugepages-2048kB/nr_hugepages"

static long pool_size(long set)
{
	FILE *f = fopen(HUGE_2MB_POOL, set < 0 ? "r" : "w");
	long n = set;

	if (!f)
		return -1;
	if (set < 0 ? fscanf(f, "%ld", &n) != 1 : fprintf(f, "%ld\n", set) < 0)
		n = -1;
	if (fclose(f) != 0)
		n = -1;
	return n;
}

static void test_hugetlb(void)
{
	size_t len = 2 << 20;
	int flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB | MAP_HUGE_2MB;
	long pool = -1;
	void *p = map(NULL, len, PROT_READ | PROT_WRITE, flags, -1);

	/* no free huge page: as root, grow the pool by one for this test */
	if (failed(p) && errno == ENOMEM && (pool = pool_size(-1)) >= 0 &&
	    pool_size(pool + 1) == pool + 1)
		p = map(NULL, len, PROT_READ | PROT_WRITE, flags, -1);
	if (failed(p)) {
		if (errno == ENOMEM)
			printf("ok - mmap(2) MAP_HUGETLB|MAP_HUGE_2MB # SKIP ENOMEM:"
			       " no free 2 MiB huge page, and none could be added to"
			       " vm.nr_hugepages (needs root)\n");
		else
			printf("not ok - mmap MAP_HUGETLB|MAP_HUGE_2MB: %s\n", strerror(errno));
	} else {
		memset(p, 1, len);
		printf("%s - mmap(2) MAP_HUGETLB|MAP_HUGE_2MB: 2 MiB aligned\n",
		       (uintptr_t)p % len == 0 ? "ok" : "not ok");
		unmap(p, len);
	}
	if (pool >= 0)
		pool_size(pool);
}

static void test_overcommit(void)
{
	FILE *f = fopen("/proc/sys/vm/overcommit_memory", "r");
	int mode = -1;

	if (!f) {
		printf("ok - vm.overcommit_memory # SKIP no /proc/sys/vm/overcommit_memory\n");
		return;
	}
	if (fscanf(f, "%d", &mode) != 1)
		mode = -1;
	fclose(f);
	printf("%s - vm.overcommit_memory is OVERCOMMIT_GUESS, _ALWAYS or _NEVER: %d\n",
	       mode == OVERCOMMIT_GUESS || mode == OVERCOMMIT_ALWAYS
	       || mode == OVERCOMMIT_NEVER ? "ok" : "not ok", mode);
}

int main(void)
{
	page = sysconf(_SC_PAGESIZE);
	LA_RUN("mman", test_mmap);
	LA_RUN("mman", test_fixed_noreplace);
	LA_RUN("mman", test_mprotect);
	LA_RUN("mman", test_madvise);
	LA_RUN("mman", test_file);
	LA_RUN("mman", test_mremap);
	LA_RUN("mman", test_mlock);
	LA_RUN("mman", test_memfd);
	LA_RUN("mman", test_32bit);
	LA_RUN("mman", test_hugetlb);
	LA_RUN("mman", test_overcommit);
	return 0;
}
