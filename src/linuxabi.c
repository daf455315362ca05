/*
 * linuxabi(1): the Linux kernel/user ABI of every architecture from the
 * command line, through liblinuxabi.  Exit 0 when everything asked was
 * answered, 1 when something is absent or unknown, 2 for usage errors.
 */
#include <liblinuxabi.h>

#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXIT_ABSENT 1
#define EXIT_USAGE  2
/* names and patterns: longer ones are echoed shortened */
#define SHOW_MAX    64
/* no name is near this long: longer patterns cannot match one */
#define GLOB_MAX    4096

enum format { TEXT, TSV, JSON };

static struct {
	enum format format;
	const char *abi;        /* --abi as given, or NULL */
	const char *set;
	const char *from, *to;
	const char *only, *missing, *since;
	int common;
} opt;

static int status;          /* the exit status so far */

static void usage_text(FILE *f)
{
	fputs(
"usage: linuxabi [OPTION]... COMMAND [ARGUMENT]...\n"
"\n"
"Commands:\n"
"  abis [ALIAS]...            the ABIs (or the ABIs these aliases name)\n"
"  sets                       the sets of names: errno, signal, open, ...\n"
"  lookup NAME...             each name's value\n"
"  errno VALUE|NAME...        error numbers and their names\n"
"  signal VALUE|NAME...       signal numbers and their names\n"
"  syscall NAME|NUMBER...     system call numbers and their names\n"
"  decode SET VALUE           a value as the set's names\n"
"  encode SET 'EXPR'          NAME|NAME|number as a value\n"
"  translate SET VALUE --from ABI --to ABI\n"
"                             a value as another ABI numbers it\n"
"  diff ABI1 ABI2             the names whose values differ\n"
"  list                       every name with its value\n"
"  search GLOB...             the names a glob matches (exact by default)\n"
"  layout STRUCT...           a struct's size, alignment and members\n"
"  ioctl NAME|NUMBER...       ioctl(2) request numbers and their names\n"
"  export                     every name and struct of --abi, for programs\n"
"                             (--format json or tsv)\n"
"  version                    versions of linuxabi and of the UAPI\n"
"\n"
"Options:\n"
"  --abi LIST|all|host        ABIs to answer for (default: host, the ABI\n"
"                             linuxabi was configured for)\n"
"  --format text|tsv|json     output format (default: text)\n"
"  --set SET                  list, diff, search: only this set's names\n"
"  --common                   list: names on every ABI\n"
"  --only ABI                 list: names on ABI and on no other\n"
"  --missing ABI              list: names absent on ABI\n"
"  --since VERSION            list: names new in kernel VERSION or later\n"
"  --from ABI, --to LIST      translate: from and to these ABIs; ioctl NUMBER:\n"
"                             the ABI it is read on (default: the host)\n"
"  --help                     this text\n"
"\n"
"Exit status: 0 all answered, 1 something absent or unknown, 2 usage.\n",
	      f);
}

static void msg(int code, const char *fmt, ...)
{
	va_list ap;

	fputs("linuxabi: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (code > status)
		status = code;
}

static void usage(const char *fmt, ...)
{
	va_list ap;

	fputs("linuxabi: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("\nTry 'linuxabi --help'.\n", stderr);
	exit(EXIT_USAGE);
}

static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p) {
		fputs("linuxabi: out of memory\n", stderr);
		exit(EXIT_USAGE);
	}
	return p;
}

static char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

/* An argument as messages show it: shortened, control bytes as '?'. */
static const char *show(const char *s)
{
	static char buf[4][SHOW_MAX + 32];
	static int k;
	char *b = buf[k++ % 4];
	size_t n = strlen(s), i;

	for (i = 0; i < n && i < SHOW_MAX; i++)
		b[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' : s[i];
	if (n > SHOW_MAX)
		sprintf(b + i, "...(%zu bytes)", n);
	else if (n == 0)
		strcpy(b, "''");
	else
		b[i] = '\0';
	return b;
}

/* ------------------------------------------------------------ output */

/* Records are rows of string cells under named columns: TSV prints them
   as they come, JSON as objects (NUM columns as numbers, "" as null);
   TEXT rows are kept and printed aligned by flush(). */
struct column {
	const char *name;
	int num;
};

static const struct column *cols;
static size_t ncols, nrecords;

static char ***text_rows;
static size_t ntext, text_cap, text_width;

static void begin(const struct column *c, size_t n)
{
	size_t i;

	cols = c;
	ncols = n;
	nrecords = 0;
	if (opt.format == TSV)
		for (i = 0; i < n; i++)
			printf("%s%c", c[i].name, i + 1 < n ? '\t' : '\n');
	else if (opt.format == JSON)
		fputs("[", stdout);
}

static void json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c < 0x20 || c >= 0x7f)
			printf("\\u%04x", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void tsv_cell(const char *s)
{
	for (; *s; s++) {
		if (*s == '\t')
			fputs("\\t", stdout);
		else if (*s == '\n')
			fputs("\\n", stdout);
		else if (*s == '\r')
			fputs("\\r", stdout);
		else if (*s == '\\')
			fputs("\\\\", stdout);
		else
			putchar(*s);
	}
}

/* One record: NCOLS cells, NULL for none. */
static void record(const char *const *cell)
{
	size_t i;

	if (opt.format == TSV) {
		for (i = 0; i < ncols; i++) {
			tsv_cell(cell[i] ? cell[i] : "");
			putchar(i + 1 < ncols ? '\t' : '\n');
		}
	} else if (opt.format == JSON) {
		fputs(nrecords ? ",\n {" : "\n {", stdout);
		for (i = 0; i < ncols; i++) {
			printf("%s\"%s\": ", i ? ", " : "", cols[i].name);
			if (!cell[i] || !*cell[i])
				fputs("null", stdout);
			else if (cols[i].num)
				fputs(cell[i], stdout);
			else
				json_string(cell[i]);
		}
		putchar('}');
	}
	nrecords++;
}

/* A line of text output: N cells, aligned with the other lines. */
static void text(size_t n, ...)
{
	va_list ap;
	char **row;
	size_t i;

	if (opt.format != TEXT)
		return;
	if (ntext == text_cap) {
		text_cap = text_cap ? 2 * text_cap : 64;
		text_rows = realloc(text_rows, text_cap * sizeof *text_rows);
		if (!text_rows)
			xmalloc(SIZE_MAX);
	}
	row = xmalloc((n + 1) * sizeof *row);
	va_start(ap, n);
	for (i = 0; i < n; i++) {
		const char *s = va_arg(ap, const char *);

		row[i] = xstrdup(s ? s : "");
	}
	va_end(ap);
	row[n] = NULL;
	if (n > text_width)
		text_width = n;
	text_rows[ntext++] = row;
}

static void flush(void)
{
	size_t *w, i, j;

	if (opt.format == JSON) {
		fputs(nrecords ? "\n]\n" : "]\n", stdout);
		nrecords = 0;
		return;
	}
	if (opt.format != TEXT)
		return;
	w = xmalloc((text_width + 1) * sizeof *w);
	for (j = 0; j < text_width; j++)
		w[j] = 0;
	for (i = 0; i < ntext; i++)
		for (j = 0; text_rows[i][j]; j++)
			if (text_rows[i][j + 1] && strlen(text_rows[i][j]) > w[j])
				w[j] = strlen(text_rows[i][j]);
	for (i = 0; i < ntext; i++) {
		char **row = text_rows[i];
		size_t last = 0;

		/* empty trailing cells print nothing, not blanks */
		for (j = 0; row[j]; j++)
			if (*row[j])
				last = j + 1;
		for (j = 0; j < last; j++) {
			/* a number column reads better right-aligned */
			int right = row[j][0] && (isdigit((unsigned char)row[j][0]) ||
				    row[j][0] == '-') && j + 1 < last;

			if (j + 1 == last)
				fputs(row[j], stdout);
			else
				printf(right ? "%*s " : "%-*s ", (int)w[j], row[j]);
			free(row[j]);
		}
		for (; row[j]; j++)
			free(row[j]);
		putchar('\n');
		free(row);
	}
	free(w);
	free(text_rows);
	text_rows = NULL;
	ntext = text_cap = text_width = 0;
}

/* ------------------------------------------------------------ values */

static const char *fmt_value(char *buf, int64_t v, int is_unsigned)
{
	if (is_unsigned)
		sprintf(buf, "%" PRIu64, (uint64_t)v);
	else
		sprintf(buf, "%" PRId64, v);
	return buf;
}

/* A number: decimal, 0x hex or 0 octal, with an optional '-'.  0 and
   *VALUE, or an exit code with the message given. */
static int parse_number(const char *s, uint64_t *value, int *negative)
{
	const char *p = s;
	unsigned base = 10;
	uint64_t v = 0;
	int digits = 0;

	*negative = 0;
	if (*p == '-') {
		*negative = 1;
		p++;
	}
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		base = 16;
		p += 2;
	} else if (p[0] == '0' && p[1]) {
		base = 8;
		p++;
	}
	for (; *p; p++, digits++) {
		unsigned d;

		if (isdigit((unsigned char)*p))
			d = *p - '0';
		else if (isxdigit((unsigned char)*p))
			d = (tolower((unsigned char)*p) - 'a') + 10;
		else
			d = 99;
		if (d >= base) {
			msg(EXIT_USAGE, "%s: not a number", show(s));
			return EXIT_USAGE;
		}
		if (v > (UINT64_MAX - d) / base) {
			msg(EXIT_USAGE, "%s: does not fit in 64 bits", show(s));
			return EXIT_USAGE;
		}
		v = v * base + d;
	}
	if (!digits) {
		msg(EXIT_USAGE, "%s: not a number", show(s));
		return EXIT_USAGE;
	}
	if (*negative && v > (uint64_t)INT64_MAX + 1) {
		msg(EXIT_USAGE, "%s: does not fit in 64 bits", show(s));
		return EXIT_USAGE;
	}
	*value = *negative ? (uint64_t)0 - v : v;
	return 0;
}

/* Does S look like it is meant as a number? */
static int numeric(const char *s)
{
	return isdigit((unsigned char)s[0]) ||
	       (s[0] == '-' && (!s[1] || isdigit((unsigned char)s[1])));
}

/* ------------------------------------------------------- ABIs, sets */

static const linuxabi_abi **abis;
static size_t nabis;

static const linuxabi_abi *find_abi(const char *alias)
{
	const linuxabi_abi *a = linuxabi_abi_find(alias);

	if (!a) {
		fprintf(stderr, "linuxabi: %s: no such ABI; the ABIs are:",
			show(alias));
		for (size_t i = 0; linuxabi_abi_at(i); i++)
			fprintf(stderr, " %s",
				linuxabi_abi_name(linuxabi_abi_at(i)));
		fputc('\n', stderr);
		exit(EXIT_ABSENT);
	}
	return a;
}

static const linuxabi_abi *host_abi(void)
{
	const linuxabi_abi *a = linuxabi_abi_host();

	if (!a) {
		msg(EXIT_ABSENT, "no host ABI: this library was configured for none");
		exit(EXIT_ABSENT);
	}
	return a;
}

/* Parses LIST (a comma list, "all" or "host") into abis[]. */
static void select_abis(const char *list)
{
	size_t n = linuxabi_abi_count(), i;
	char *copy, *item, *next;

	abis = xmalloc((n + 1) * sizeof *abis);
	nabis = 0;
	if (!strcmp(list, "all")) {
		for (i = 0; i < n; i++)
			abis[nabis++] = linuxabi_abi_at(i);
		return;
	}
	copy = xstrdup(list);
	for (item = copy; item; item = next) {
		const linuxabi_abi *a;

		next = strchr(item, ',');
		if (next)
			*next++ = '\0';
		if (!*item)
			usage("--abi %s: an empty ABI name", show(list));
		a = !strcmp(item, "host") ? host_abi() : find_abi(item);
		for (i = 0; i < nabis && abis[i] != a; i++)
			;
		if (i == nabis && nabis < n)
			abis[nabis++] = a;
	}
	free(copy);
}

static const linuxabi_set *find_set(const char *name)
{
	const linuxabi_set *s = linuxabi_set_find(name);

	if (!s) {
		fprintf(stderr, "linuxabi: %s: no such set; the sets are:",
			show(name));
		for (size_t i = 0; linuxabi_set_at(i); i++)
			fprintf(stderr, " %s",
				linuxabi_set_name(linuxabi_set_at(i)));
		fputc('\n', stderr);
		exit(EXIT_ABSENT);
	}
	return s;
}

/* A name as the set writes it for short: openat, not LINUXABI_SYS_openat */
static const char *short_name(const linuxabi_name *n, const linuxabi_set *s)
{
	const char *str = linuxabi_name_str(n), *pre;

	if (!s)
		return str;
	pre = linuxabi_set_prefix(s);
	if (*pre && !strncmp(str, pre, strlen(pre)) && str[strlen(pre)])
		return str + strlen(pre);
	return str;
}

static int in_set(const linuxabi_name *n, const linuxabi_set *s)
{
	return linuxabi_set_lookup(s, linuxabi_name_str(n)) == n;
}

/* "no such name" with the library's best guess */
static void no_such_name(const char *name, const linuxabi_set *s)
{
	const linuxabi_name *guess = NULL;

	if (strlen(name) <= SHOW_MAX)
		guess = linuxabi_name_suggest(name, s);
	if (guess)
		msg(EXIT_ABSENT, "%s: no such %s%sname; did you mean %s?",
		    show(name), s ? linuxabi_set_name(s) : "", s ? " " : "",
		    short_name(guess, s));
	else
		msg(EXIT_ABSENT, "%s: no such %s%sname", show(name),
		    s ? linuxabi_set_name(s) : "", s ? " " : "");
}

/* "clone3: not on sh (present on 18 ABIs)" */
static void not_on(const linuxabi_name *n, const linuxabi_set *s,
		   const linuxabi_abi **where, size_t nwhere)
{
	char list[512] = "";
	size_t on = 0, i;

	for (i = 0; linuxabi_abi_at(i); i++)
		on += linuxabi_name_on(n, linuxabi_abi_at(i)) != 0;
	for (i = 0; i < nwhere; i++) {
		if (strlen(list) + 32 > sizeof list)
			break;
		if (i)
			strcat(list, ", ");
		strcat(list, linuxabi_abi_name(where[i]));
	}
	msg(EXIT_ABSENT, "%s: not on %s (present on %zu ABI%s)",
	    short_name(n, s), list, on, on == 1 ? "" : "s");
}

/* ------------------------------------------------------------- ioctl */

static int is_ioctl(const linuxabi_set *s)
{
	return s && s == linuxabi_set_find("ioctl");
}

/* A request's fields as the C expression of <linuxabi/ioctl.h> that
   makes it: LINUXABI_IOC(LINUXABI_IOC_READ, 'T', 0x1, 8) */
static const char *ioctl_expr(char *buf, size_t size, const linuxabi_ioctl *f)
{
	static const char *const dirs[] = {
		"LINUXABI_IOC_NONE", "LINUXABI_IOC_WRITE", "LINUXABI_IOC_READ",
		"LINUXABI_IOC_READ|LINUXABI_IOC_WRITE",
	};
	char type[8];

	if (f->type >= 0x20 && f->type < 0x7f && f->type != '\'' &&
	    f->type != '\\')
		sprintf(type, "'%c'", (int)f->type);
	else
		sprintf(type, "0x%02x", f->type & 0xffffu);
	snprintf(buf, size, "LINUXABI_IOC(%s, %s, 0x%x, %u)", dirs[f->dir & 3],
		 type, f->nr, f->size);
	return buf;
}

/* "ioctl 0x80085401: no ioctl name on mips; by its encoding: ..." */
static void ioctl_nameless(const char *arg, const linuxabi_abi *a,
			   uint64_t value)
{
	linuxabi_ioctl f;
	char expr[128];

	if (linuxabi_ioctl_decode(a, value, &f) != LINUXABI_R_OK)
		msg(EXIT_ABSENT, "ioctl %s: no ioctl name on %s, and no request "
		    "number by its encoding", show(arg), linuxabi_abi_name(a));
	else
		msg(EXIT_ABSENT, "ioctl %s: no ioctl name on %s; by its "
		    "encoding %s", show(arg), linuxabi_abi_name(a),
		    ioctl_expr(expr, sizeof expr, &f));
}

/* decode ioctl VALUE: the preferred name, or the fields */
static void decode_ioctl(const linuxabi_set *s, const char *arg, uint64_t v)
{
	static const struct column c[] = {
		{ "abi", 0 }, { "value", 1 }, { "name", 0 }, { "dir", 0 },
		{ "type", 1 }, { "nr", 1 }, { "size", 1 },
	};
	static const char *const dirs[] = { "none", "write", "read",
					    "read|write" };
	size_t i;

	begin(c, 7);
	for (i = 0; i < nabis; i++) {
		const linuxabi_name *one = NULL;
		linuxabi_ioctl f;
		char vb[32], tb[16], nb[16], sb[16], expr[128];
		const char *cell[7];
		int r = linuxabi_ioctl_decode(abis[i], v, &f);

		if (r != LINUXABI_R_OK) {
			msg(EXIT_ABSENT, "ioctl %s: not a request number on %s "
			    "(%s)", show(arg), linuxabi_abi_name(abis[i]),
			    v > 0xffffffffu ? "wider than 32 bits" :
			    "its direction bits mean nothing");
			continue;
		}
		if (linuxabi_set_name_of(s, abis[i], (int64_t)v, &one))
			msg(EXIT_ABSENT, "ioctl %s: no ioctl name on %s; its "
			    "fields by its encoding", show(arg),
			    linuxabi_abi_name(abis[i]));
		sprintf(vb, "%" PRIu64, v);
		sprintf(tb, "%u", f.type);
		sprintf(nb, "%u", f.nr);
		sprintf(sb, "%u", f.size);
		cell[0] = linuxabi_abi_name(abis[i]);
		cell[1] = vb;
		cell[2] = one ? linuxabi_name_str(one) : NULL;
		cell[3] = dirs[f.dir & 3];
		cell[4] = tb;
		cell[5] = nb;
		cell[6] = sb;
		record(cell);
		if (!one)
			ioctl_expr(expr, sizeof expr, &f);
		if (nabis > 1)
			text(2, cell[0], one ? cell[2] : expr);
		else
			text(1, one ? cell[2] : expr);
	}
	flush();
}

/* ----------------------------------------------------------- records */

static const struct column name_cols[] = {
	{ "abi", 0 }, { "set", 0 }, { "name", 0 }, { "value", 1 },
	{ "since", 0 }, { "header", 0 }, { "comment", 0 },
};
#define NAME_COLS (sizeof name_cols / sizeof *name_cols)

/* One name on one ABI, present or not: a record and a line of text. */
static int name_record(const linuxabi_name *n, const linuxabi_set *s,
		       const linuxabi_abi *a, int comment)
{
	const linuxabi_set *of = s ? s : linuxabi_set_of(n);
	char buf[32];
	const char *value = NULL, *shown;
	const char *cell[NAME_COLS];
	int64_t v;
	int r = linuxabi_name_value(n, a, &v);

	if (r == LINUXABI_R_OK)
		value = fmt_value(buf, v, linuxabi_name_unsigned(n));
	else if (r == LINUXABI_R_NOTINT)
		value = "";
	cell[0] = linuxabi_abi_name(a);
	cell[1] = of ? linuxabi_set_name(of) : "";
	cell[2] = linuxabi_name_str(n);
	cell[3] = value;
	cell[4] = linuxabi_name_since(n, a);
	cell[5] = linuxabi_name_header(n);
	cell[6] = linuxabi_name_comment(n);
	record(cell);
	shown = s ? short_name(n, s) : linuxabi_name_str(n);
	/* flags and ioctl requests read better in hex */
	if (r == LINUXABI_R_OK && of && (linuxabi_set_flags(of) ||
					 is_ioctl(of)) && v >= 0) {
		sprintf(buf, "0x%" PRIx64, (uint64_t)v);
		value = buf;
	}
	if (r == LINUXABI_R_ABSENT)
		value = "-";
	else if (r == LINUXABI_R_NOTINT)
		value = "(not a number)";
	if (nabis > 1)
		text(4, linuxabi_abi_name(a), value, shown,
		     comment ? cell[6] : NULL);
	else
		text(3, value, shown, comment ? cell[6] : NULL);
	return r;
}

/* A name on every selected ABI; the ABIs without it in one message. */
static void name_on_abis(const linuxabi_name *n, const linuxabi_set *s,
			 int comment)
{
	const linuxabi_abi **absent = xmalloc(nabis * sizeof *absent);
	size_t nabsent = 0, i;

	for (i = 0; i < nabis; i++)
		if (name_record(n, s, abis[i], comment) == LINUXABI_R_ABSENT)
			absent[nabsent++] = abis[i];
	if (nabsent)
		not_on(n, s, absent, nabsent);
	free(absent);
}

/* The names of S with VALUE on every selected ABI. */
static void value_on_abis(const linuxabi_set *s, const char *arg,
			  uint64_t value)
{
	const linuxabi_name *names[64];
	size_t i, k, n;

	for (i = 0; i < nabis; i++) {
		n = linuxabi_set_names_of(s, abis[i], (int64_t)value, names,
					  sizeof names / sizeof *names);
		if (n == 0 && is_ioctl(s))
			ioctl_nameless(arg, abis[i], value);
		else if (n == 0)
			msg(EXIT_ABSENT, "%s %s: no %s name on %s",
			    linuxabi_set_name(s), show(arg), linuxabi_set_name(s),
			    linuxabi_abi_name(abis[i]));
		for (k = 0; k < n && k < sizeof names / sizeof *names; k++)
			name_record(names[k], s, abis[i], 1);
	}
}

/* ioctl NUMBER: the request VALUE is on the ABI of --from (the host's by
 * default); its names there, with their numbers on every selected ABI */
static void ioctl_on_abis(const linuxabi_set *s, const char *arg,
			  uint64_t value)
{
	const linuxabi_abi *from = opt.from ? find_abi(opt.from) : host_abi();
	const linuxabi_name *names[64];
	size_t k, n;

	n = linuxabi_set_names_of(s, from, (int64_t)value, names,
				  sizeof names / sizeof *names);
	if (n == 0)
		ioctl_nameless(arg, from, value);
	for (k = 0; k < n && k < sizeof names / sizeof *names; k++)
		name_on_abis(names[k], s, 1);
}

/* A name of set S (or of any set, S NULL) as the user spelled it. */
static const linuxabi_name *resolve_name(const char *arg,
					 const linuxabi_set *s)
{
	const linuxabi_name *n = NULL;
	size_t i;

	if (s)
		return linuxabi_set_lookup(s, arg);
	n = linuxabi_name_find(arg);
	for (i = 0; !n && linuxabi_set_at(i); i++)
		n = linuxabi_set_lookup(linuxabi_set_at(i), arg);
	return n;
}

/* lookup, errno, signal, syscall */
static void cmd_names(const char *setname, int argc, char **argv)
{
	const linuxabi_set *s = setname ? find_set(setname) : NULL;
	int i;

	if (!argc)
		usage("%s: which %s?", setname ? setname : "lookup",
		      setname ? "value or name" : "name");
	begin(name_cols, NAME_COLS);
	for (i = 0; i < argc; i++) {
		const linuxabi_name *n;
		uint64_t v;
		int neg;

		if (s && numeric(argv[i])) {
			if (parse_number(argv[i], &v, &neg) != 0)
				;
			else if (is_ioctl(s))
				ioctl_on_abis(s, argv[i], v);
			else
				value_on_abis(s, argv[i], v);
			continue;
		}
		n = resolve_name(argv[i], s);
		if (!n)
			no_such_name(argv[i], s);
		else
			name_on_abis(n, s, setname == NULL ||
				     strcmp(setname, "syscall") != 0);
	}
	flush();
}

/* ------------------------------------------------------------ decode */

static void joined(const linuxabi_name *const *parts, int n, char *buf,
		   size_t size)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		const char *s = linuxabi_name_str(parts[i]);

		if (len + strlen(s) + 2 > size)
			break;
		if (i)
			buf[len++] = '|';
		strcpy(buf + len, s);
		len += strlen(s);
	}
}

static void cmd_decode(int argc, char **argv)
{
	static const struct column c[] = {
		{ "abi", 0 }, { "set", 0 }, { "value", 1 }, { "names", 0 },
		{ "rest", 1 },
	};
	const linuxabi_set *s;
	const linuxabi_name *parts[128];
	char names[8192], text_buf[8192], vbuf[32], rbuf[32];
	uint64_t v, rest;
	int neg;
	size_t i;

	if (argc != 2)
		usage("decode: SET VALUE, one of each");
	s = find_set(argv[0]);
	if (parse_number(argv[1], &v, &neg))
		return;
	if (is_ioctl(s)) {
		decode_ioctl(s, argv[1], v);
		return;
	}
	begin(c, 5);
	for (i = 0; i < nabis; i++) {
		const char *cell[5];
		int n = 0;

		rest = 0;
		names[0] = '\0';
		if (linuxabi_set_flags(s)) {
			n = linuxabi_decode(s, abis[i], v, parts,
					    sizeof parts / sizeof *parts, &rest);
			if (n < 0) {
				msg(EXIT_ABSENT, "decode %s: %s",
				    linuxabi_set_name(s), linuxabi_strerror(n));
				continue;
			}
			joined(parts, n, names, sizeof names);
			if (linuxabi_decode_str(s, abis[i], v, text_buf,
						sizeof text_buf) != LINUXABI_R_OK)
				strcpy(text_buf, "(too many names)");
			if (rest)
				msg(EXIT_ABSENT, "%s %s: 0x%" PRIx64
				    " has no name on %s", linuxabi_set_name(s),
				    show(argv[1]), rest,
				    linuxabi_abi_name(abis[i]));
		} else {
			const linuxabi_name *one;

			if (linuxabi_set_name_of(s, abis[i], (int64_t)v, &one)) {
				msg(EXIT_ABSENT, "%s %s: no %s name on %s",
				    linuxabi_set_name(s), show(argv[1]),
				    linuxabi_set_name(s),
				    linuxabi_abi_name(abis[i]));
				continue;
			}
			strcpy(names, linuxabi_name_str(one));
			strcpy(text_buf, short_name(one, s));
		}
		cell[0] = linuxabi_abi_name(abis[i]);
		cell[1] = linuxabi_set_name(s);
		cell[2] = fmt_value(vbuf, (int64_t)v, !neg);
		cell[3] = names;
		cell[4] = fmt_value(rbuf, (int64_t)rest, 1);
		record(cell);
		if (nabis > 1)
			text(2, cell[0], text_buf);
		else
			text(1, text_buf);
	}
	flush();
}

/* ------------------------------------------------------------ encode */

/* A value set's EXPR on A: one number or one name (encode is for flags).
   0, or a nonzero exit code with the message given. */
static int value_of(const linuxabi_set *s, const linuxabi_abi *a,
		    const char *expr, uint64_t *value)
{
	const linuxabi_name *n;
	int64_t v;
	int neg;

	if (numeric(expr))
		return parse_number(expr, value, &neg);
	if (!*expr || strchr(expr, '|')) {
		msg(EXIT_USAGE, "%s: %s is a set of values: one name or number",
		    show(expr), linuxabi_set_name(s));
		return EXIT_USAGE;
	}
	n = resolve_name(expr, s);
	if (!n) {
		no_such_name(expr, s);
		return EXIT_ABSENT;
	}
	switch (linuxabi_name_value(n, a, &v)) {
	case LINUXABI_R_OK:
		*value = (uint64_t)v;
		return 0;
	case LINUXABI_R_ABSENT:
		not_on(n, s, &a, 1);
		return EXIT_ABSENT;
	default:
		msg(EXIT_ABSENT, "%s: not a number", linuxabi_name_str(n));
		return EXIT_ABSENT;
	}
}

/* The name at OFFSET of an encode expression, for a message */
static char *bad_token(const char *expr, size_t offset)
{
	size_t len = strlen(expr), n = 0;

	if (offset > len)
		offset = len;
	while (expr[offset + n] && expr[offset + n] != '|' &&
	       !isspace((unsigned char)expr[offset + n]))
		n++;
	char *t = xmalloc(n + 1);
	memcpy(t, expr + offset, n);
	t[n] = '\0';
	return t;
}

/* An encode result as a message; 0 for OK */
static int encode_error(int r, const linuxabi_set *s, const linuxabi_abi *a,
			const char *expr, size_t bad)
{
	char *tok;

	switch (r) {
	case LINUXABI_R_OK:
		return 0;
	case LINUXABI_R_NONAME:
		tok = bad_token(expr, bad);
		no_such_name(tok, s);
		free(tok);
		return 1;
	case LINUXABI_R_ABSENT:
		tok = bad_token(expr, bad);
		{
			const linuxabi_name *n = resolve_name(tok, s);

			if (n)
				not_on(n, s, &a, 1);
			else
				msg(EXIT_ABSENT, "%s: not on %s", show(tok),
				    linuxabi_abi_name(a));
		}
		free(tok);
		return 1;
	case LINUXABI_R_SYNTAX:
		msg(EXIT_USAGE, "%s: not NAME|NAME|number", show(expr));
		return 1;
	case LINUXABI_R_RANGE:
		msg(EXIT_USAGE, "%s: a number does not fit in 64 bits",
		    show(expr));
		return 1;
	default:
		msg(EXIT_ABSENT, "%s: %s", show(expr), linuxabi_strerror(r));
		return 1;
	}
}

static void cmd_encode(int argc, char **argv)
{
	static const struct column c[] = {
		{ "abi", 0 }, { "set", 0 }, { "expr", 0 }, { "value", 1 },
	};
	const linuxabi_set *s;
	char dec[32], hex[32];
	size_t i, bad;

	if (argc != 2)
		usage("encode: SET 'EXPR', one of each");
	s = find_set(argv[0]);
	begin(c, 4);
	for (i = 0; i < nabis; i++) {
		const char *cell[4];
		uint64_t v;

		bad = 0;
		if (!linuxabi_set_flags(s) ? value_of(s, abis[i], argv[1], &v) :
		    encode_error(linuxabi_encode(s, abis[i], argv[1], &v, &bad),
				 s, abis[i], argv[1], bad)) {
			if (status == EXIT_USAGE)
				break;
			continue;
		}
		if (linuxabi_set_flags(s))
			sprintf(dec, "%" PRIu64, v);
		else
			sprintf(dec, "%" PRId64, (int64_t)v);
		sprintf(hex, "0x%" PRIx64, v);
		cell[0] = linuxabi_abi_name(abis[i]);
		cell[1] = linuxabi_set_name(s);
		cell[2] = argv[1];
		cell[3] = dec;
		record(cell);
		if (nabis > 1)
			text(2, cell[0], linuxabi_set_flags(s) ? hex : dec);
		else
			text(1, linuxabi_set_flags(s) ? hex : dec);
	}
	flush();
}

/* --------------------------------------------------------- translate */

/* translate ioctl: by the request's name, else by its fields */
static void translate_ioctl(const linuxabi_set *s, const linuxabi_abi *from,
			    const char *arg, uint64_t v)
{
	char vbuf[32], rbuf[32], hex[32], expr[128];
	size_t i;

	for (i = 0; i < nabis; i++) {
		const linuxabi_name *name = NULL, *one = NULL;
		const char *cell[6];
		linuxabi_ioctl f;
		uint64_t out = 0;
		int r = linuxabi_ioctl_translate(from, abis[i], v, &out, &name);

		if (r == LINUXABI_R_PARTIAL && name) {
			not_on(name, s, &abis[i], 1);
			continue;
		}
		if (r == LINUXABI_R_PARTIAL) {
			linuxabi_ioctl_decode(from, v, &f);
			msg(EXIT_ABSENT, "ioctl %s: no name on %s, and its fields "
			    "%s do not fit %s's encoding", show(arg),
			    linuxabi_abi_name(from),
			    ioctl_expr(expr, sizeof expr, &f),
			    linuxabi_abi_name(abis[i]));
			continue;
		}
		if (r != LINUXABI_R_OK) {
			msg(EXIT_ABSENT, "ioctl %s: not a request number on %s",
			    show(arg), linuxabi_abi_name(from));
			return;
		}
		if (!name)
			linuxabi_set_name_of(s, abis[i], (int64_t)out, &one);
		else
			one = linuxabi_set_name_of(s, abis[i], (int64_t)out, &one)
			      ? name : one;
		sprintf(hex, "0x%" PRIx64, out);
		cell[0] = linuxabi_set_name(s);
		cell[1] = linuxabi_abi_name(from);
		cell[2] = linuxabi_abi_name(abis[i]);
		cell[3] = fmt_value(vbuf, (int64_t)v, 1);
		cell[4] = fmt_value(rbuf, (int64_t)out, 1);
		cell[5] = one ? linuxabi_name_str(one) : "";
		record(cell);
		if (!one) {
			linuxabi_ioctl_decode(abis[i], out, &f);
			ioctl_expr(expr, sizeof expr, &f);
		}
		if (nabis > 1)
			text(3, cell[2], hex, one ? cell[5] : expr);
		else
			text(2, hex, one ? cell[5] : expr);
	}
	flush();
}

static void cmd_translate(int argc, char **argv)
{
	static const struct column c[] = {
		{ "set", 0 }, { "from", 0 }, { "to", 0 }, { "value", 1 },
		{ "result", 1 }, { "names", 0 },
	};
	const linuxabi_set *s;
	const linuxabi_abi *from;
	char vbuf[32], rbuf[32], names[8192];
	uint64_t v;
	size_t i, bad = 0;
	int said = 0;   /* the bits FROM has no name for: said once */

	if (argc != 2)
		usage("translate: SET VALUE --from ABI --to ABI");
	s = find_set(argv[0]);
	from = opt.from ? find_abi(opt.from) : host_abi();
	select_abis(opt.to ? opt.to : "host");
	if (!linuxabi_set_flags(s) ? value_of(s, from, argv[1], &v) :
	    encode_error(linuxabi_encode(s, from, argv[1], &v, &bad), s, from,
			 argv[1], bad))
		return;
	begin(c, 6);
	if (is_ioctl(s)) {
		translate_ioctl(s, from, argv[1], v);
		return;
	}
	for (i = 0; i < nabis; i++) {
		const linuxabi_name *missing = NULL, *one;
		const char *cell[6];
		uint64_t out = 0;
		int r = linuxabi_translate(s, from, abis[i], v, &out, &missing);

		if (r == LINUXABI_R_NOVALUE) {
			msg(EXIT_ABSENT, "%s %s: no %s name on %s",
			    linuxabi_set_name(s), show(argv[1]),
			    linuxabi_set_name(s), linuxabi_abi_name(from));
			continue;
		}
		if (r != LINUXABI_R_OK && r != LINUXABI_R_PARTIAL) {
			msg(EXIT_ABSENT, "translate %s: %s", linuxabi_set_name(s),
			    linuxabi_strerror(r));
			continue;
		}
		if (r == LINUXABI_R_PARTIAL && missing)
			not_on(missing, s, &abis[i], 1);
		else if (r == LINUXABI_R_PARTIAL && !said++)
			msg(EXIT_ABSENT, "%s %s: bits with no name on %s are "
			    "left out", linuxabi_set_name(s), show(argv[1]),
			    linuxabi_abi_name(from));
		if (linuxabi_set_flags(s)) {
			if (linuxabi_decode_str(s, abis[i], out, names,
						sizeof names) != LINUXABI_R_OK)
				strcpy(names, "(too many names)");
			sprintf(rbuf, "0x%" PRIx64, out);
		} else {
			if (r == LINUXABI_R_PARTIAL)
				continue;   /* no value: nothing to show */
			if (linuxabi_set_name_of(s, abis[i], (int64_t)out, &one))
				strcpy(names, "");
			else
				strcpy(names, short_name(one, s));
			fmt_value(rbuf, (int64_t)out, 0);
		}
		cell[0] = linuxabi_set_name(s);
		cell[1] = linuxabi_abi_name(from);
		cell[2] = linuxabi_abi_name(abis[i]);
		cell[3] = fmt_value(vbuf, (int64_t)v, linuxabi_set_flags(s));
		cell[5] = names;
		if (nabis > 1)
			text(3, cell[2], rbuf, names);
		else
			text(2, rbuf, names);
		cell[4] = linuxabi_set_flags(s) ? fmt_value(rbuf, (int64_t)out, 1)
						: rbuf;
		record(cell);
	}
	flush();
}

/* -------------------------------------------------------------- diff */

static void cmd_diff(int argc, char **argv)
{
	static const struct column c[] = {
		{ "set", 0 }, { "name", 0 }, { "abi1", 0 }, { "value1", 1 },
		{ "abi2", 0 }, { "value2", 1 },
	};
	const linuxabi_set *s = opt.set ? find_set(opt.set) : NULL;
	const linuxabi_abi *a, *b;
	const linuxabi_name *n;
	size_t i;

	if (argc != 2)
		usage("diff: ABI1 ABI2, two of them");
	a = find_abi(argv[0]);
	b = find_abi(argv[1]);
	begin(c, 6);
	text(3, "NAME", linuxabi_abi_name(a), linuxabi_abi_name(b));
	for (i = 0; (n = linuxabi_name_at(i)); i++) {
		const linuxabi_set *of;
		const char *cell[6];
		char b1[32], b2[32];
		int64_t v1, v2;
		int r1, r2;

		if (s && !in_set(n, s))
			continue;
		r1 = linuxabi_name_value(n, a, &v1);
		r2 = linuxabi_name_value(n, b, &v2);
		if (r1 == r2 && (r1 != LINUXABI_R_OK || v1 == v2))
			continue;
		of = s ? s : linuxabi_set_of(n);
		cell[0] = of ? linuxabi_set_name(of) : "";
		cell[1] = linuxabi_name_str(n);
		cell[2] = linuxabi_abi_name(a);
		cell[3] = r1 == LINUXABI_R_OK ?
			fmt_value(b1, v1, linuxabi_name_unsigned(n)) : "";
		cell[4] = linuxabi_abi_name(b);
		cell[5] = r2 == LINUXABI_R_OK ?
			fmt_value(b2, v2, linuxabi_name_unsigned(n)) : "";
		record(cell);
		text(3, cell[1], r1 == LINUXABI_R_ABSENT ? "-" : cell[3],
		     r2 == LINUXABI_R_ABSENT ? "-" : cell[5]);
	}
	flush();
}

/* -------------------------------------------------------------- list */

/* A kernel version as the manifest writes them: 6.8, 2.6.12 */
static int version_ok(const char *v)
{
	int digits = 0;

	if (!isdigit((unsigned char)*v))
		return 0;
	for (; *v; v++) {
		if (isdigit((unsigned char)*v))
			digits++;
		else if (*v == '.' && digits)
			digits = 0;
		else
			return 0;
	}
	return digits > 0;
}

static int on_all(const linuxabi_name *n)
{
	size_t i;

	for (i = 0; linuxabi_abi_at(i); i++)
		if (!linuxabi_name_on(n, linuxabi_abi_at(i)))
			return 0;
	return 1;
}

static int only_on(const linuxabi_name *n, const linuxabi_abi *a)
{
	size_t i;

	for (i = 0; linuxabi_abi_at(i); i++)
		if (linuxabi_name_on(n, linuxabi_abi_at(i)) !=
		    (linuxabi_abi_at(i) == a))
			return 0;
	return 1;
}

static void cmd_list(int argc, char **argv)
{
	const linuxabi_set *s = opt.set ? find_set(opt.set) : NULL;
	const linuxabi_abi *only = NULL, *missing = NULL;
	const linuxabi_name *n;
	size_t i, k, found = 0;

	(void)argv;
	if (argc)
		usage("list: no operands; filter with --set, --common, "
		      "--only, --missing, --since");
	if (!!opt.common + !!opt.only + !!opt.missing + !!opt.since > 1)
		usage("list: one of --common, --only, --missing, --since");
	if (opt.since && !version_ok(opt.since))
		usage("--since %s: not a kernel version like 6.8 or 2.6.12",
		      show(opt.since));
	if (opt.only)
		only = find_abi(opt.only);
	if (opt.missing)
		missing = find_abi(opt.missing);
	begin(name_cols, NAME_COLS);
	for (i = 0; (n = linuxabi_name_at(i)); i++) {
		if (s && !in_set(n, s))
			continue;
		if ((opt.common && !on_all(n)) || (only && !only_on(n, only)) ||
		    (missing && linuxabi_name_on(n, missing)))
			continue;
		for (k = 0; k < nabis; k++) {
			const char *since = linuxabi_name_since(n, abis[k]);

			if (!linuxabi_name_on(n, abis[k]))
				continue;
			if (opt.since && (!since ||
			    linuxabi_kernel_cmp(since, opt.since) < 0))
				continue;
			name_record(n, NULL, abis[k], 0);
			found++;
		}
	}
	flush();
	if (!found && opt.format == TEXT)
		fputs("linuxabi: list: no name matches\n", stderr);
}

/* ------------------------------------------------------------ search */

static int has_glob(const char *p)
{
	return strpbrk(p, "*?[") != NULL;
}

static void cmd_search(int argc, char **argv)
{
	const linuxabi_set *s = opt.set ? find_set(opt.set) : NULL;
	int i;

	if (!argc)
		usage("search: which pattern?");
	begin(name_cols, NAME_COLS);
	for (i = 0; i < argc; i++) {
		const linuxabi_name *n;
		char *pat;
		size_t k, j, matched = 0, shown = 0, len = 0;

		/* runs of '*' as one: fnmatch stays quick */
		pat = xmalloc(strlen(argv[i]) + 1);
		for (j = 0; argv[i][j]; j++)
			if (argv[i][j] != '*' || !len || pat[len - 1] != '*')
				pat[len++] = argv[i][j];
		pat[len] = '\0';
		if (len > GLOB_MAX) {
			msg(EXIT_ABSENT, "%s: no name matches", show(argv[i]));
			free(pat);
			continue;
		}
		if (!has_glob(pat)) {
			/* a plain word: exactly that name */
			n = resolve_name(pat, s);
			if (!n)
				no_such_name(pat, s);
			else
				name_on_abis(n, s, 1);
			free(pat);
			continue;
		}
		for (k = 0; (n = linuxabi_name_at(k)); k++) {
			const linuxabi_set *of = s ? s : linuxabi_set_of(n);
			const char *str = linuxabi_name_str(n);

			if (s && !in_set(n, s))
				continue;
			if (fnmatch(pat, str, 0) != 0 &&
			    (!of || short_name(n, of) == str ||
			     fnmatch(pat, short_name(n, of), 0) != 0))
				continue;
			matched++;
			for (j = 0; j < nabis; j++)
				if (linuxabi_name_on(n, abis[j])) {
					name_record(n, NULL, abis[j], 1);
					shown++;
				}
		}
		if (!matched)
			msg(EXIT_ABSENT, "%s: no %s%sname matches", show(argv[i]),
			    s ? linuxabi_set_name(s) : "", s ? " " : "");
		else if (!shown)
			msg(EXIT_ABSENT, "%s: %zu name%s match, none on the "
			    "ABIs asked for", show(argv[i]), matched,
			    matched == 1 ? "" : "s");
		free(pat);
	}
	flush();
}

/* ------------------------------------------------------------ layout */

static void cmd_layout(int argc, char **argv)
{
	static const struct column c[] = {
		{ "abi", 0 }, { "struct", 0 }, { "member", 0 }, { "offset", 1 },
		{ "size", 1 }, { "align", 1 },
	};
	int i;

	if (!argc)
		usage("layout: which struct?");
	begin(c, 6);
	for (i = 0; i < argc; i++) {
		const linuxabi_struct *st = linuxabi_struct_find(argv[i]);
		size_t k, m;

		if (!st) {
			msg(EXIT_ABSENT, "%s: no such struct (see linuxabi "
			    "list --format tsv)", show(argv[i]));
			continue;
		}
		for (k = 0; k < nabis; k++) {
			const char *cell[6];
			char sb[32], ab[32], title[256];
			size_t size, align;

			if (linuxabi_struct_layout(st, abis[k], &size, &align)) {
				msg(EXIT_ABSENT, "struct %s: not on %s",
				    linuxabi_struct_tag(st),
				    linuxabi_abi_name(abis[k]));
				continue;
			}
			sprintf(sb, "%zu", size);
			sprintf(ab, "%zu", align);
			cell[0] = linuxabi_abi_name(abis[k]);
			cell[1] = linuxabi_struct_tag(st);
			cell[2] = NULL;
			cell[3] = NULL;
			cell[4] = sb;
			cell[5] = ab;
			record(cell);
			snprintf(title, sizeof title, "struct %s on %s: size %zu, "
				 "align %zu (%s)", cell[1], cell[0], size, align,
				 linuxabi_struct_header(st));
			text(1, title);
			text(3, "offset", "size", "member");
			for (m = 0; m < linuxabi_struct_member_count(st); m++) {
				char ob[32], mb[32];
				size_t off, msize;

				if (linuxabi_struct_member(st, m, abis[k], &off,
							   &msize))
					continue;
				sprintf(ob, "%zu", off);
				sprintf(mb, "%zu", msize);
				cell[2] = linuxabi_struct_member_name(st, m);
				cell[3] = ob;
				cell[4] = mb;
				cell[5] = NULL;
				record(cell);
				text(3, ob, mb, cell[2]);
			}
		}
	}
	flush();
}

/* ------------------------------------------------------------ export */

/* The version of export's JSON and TSV, linuxabi(1)'s "EXPORT SCHEMA":
   raised when a key changes meaning or goes; new keys keep it. */
#define EXPORT_SCHEMA 1

/* export's JSON: a key and a string (null for NULL) */
static void json_kv(const char *indent, const char *key, const char *v,
		    int comma)
{
	printf("%s\"%s\": ", indent, key);
	if (v)
		json_string(v);
	else
		fputs("null", stdout);
	fputs(comma ? ",\n" : "\n", stdout);
}

/* NAME's sets, comma-separated, in BUF */
static const char *sets_of(const linuxabi_name *n, char *buf, size_t size)
{
	const linuxabi_set *s;
	size_t i, len = 0;

	buf[0] = '\0';
	for (i = 0; (s = linuxabi_set_at(i)); i++) {
		const char *name = linuxabi_set_name(s);

		if (!in_set(n, s) || len + strlen(name) + 2 > size)
			continue;
		len += sprintf(buf + len, "%s%s", len ? "," : "", name);
	}
	return buf;
}

static int on_selected(const linuxabi_name *n)
{
	size_t k;

	for (k = 0; k < nabis; k++)
		if (linuxabi_name_on(n, abis[k]))
			return 1;
	return 0;
}

static void export_json_names(void)
{
	const linuxabi_name *n;
	char sets[4096], vb[32];
	size_t i, k, count = 0;

	fputs("  \"names\": [", stdout);
	for (i = 0; (n = linuxabi_name_at(i)); i++) {
		const char *p;
		int first = 1;

		if (!on_selected(n))
			continue;
		printf("%s\n    {\n", count++ ? "," : "");
		json_kv("      ", "name", linuxabi_name_str(n), 1);
		json_kv("      ", "header", linuxabi_name_header(n), 1);
		json_kv("      ", "comment", linuxabi_name_comment(n), 1);
		json_kv("      ", "added", linuxabi_name_added(n), 1);
		printf("      \"unsigned\": %s,\n      \"sets\": [",
		       linuxabi_name_unsigned(n) ? "true" : "false");
		for (p = sets_of(n, sets, sizeof sets); *p; ) {
			size_t len = strcspn(p, ",");

			printf("%s\"%.*s\"", p == sets ? "" : ", ", (int)len, p);
			p += len + (p[len] == ',');
		}
		fputs("],\n      \"abis\": {", stdout);
		for (k = 0; k < nabis; k++) {
			int64_t v;
			int r;

			if (!linuxabi_name_on(n, abis[k]))
				continue;
			r = linuxabi_name_value(n, abis[k], &v);
			printf("%s\n        \"%s\": {\"value\": %s, \"since\": ",
			       first ? "" : ",", linuxabi_abi_name(abis[k]),
			       r == LINUXABI_R_OK ?
			       fmt_value(vb, v, linuxabi_name_unsigned(n)) : "null");
			json_string(linuxabi_name_since(n, abis[k]));
			putchar('}');
			first = 0;
		}
		fputs("\n      }\n    }", stdout);
	}
	fputs("\n  ],\n", stdout);
}

static void export_json_structs(void)
{
	const linuxabi_struct *st;
	size_t i, k, m, count = 0;

	fputs("  \"structs\": [", stdout);
	for (i = 0; (st = linuxabi_struct_at(i)); i++) {
		int first = 1;

		for (k = 0; k < nabis; k++)
			if (!linuxabi_struct_layout(st, abis[k], NULL, NULL))
				break;
		if (k == nabis)
			continue;
		printf("%s\n    {\n", count++ ? "," : "");
		json_kv("      ", "struct", linuxabi_struct_tag(st), 1);
		json_kv("      ", "header", linuxabi_struct_header(st), 1);
		fputs("      \"abis\": {", stdout);
		for (k = 0; k < nabis; k++) {
			size_t size, align, off, msize;
			int mfirst = 1;

			if (linuxabi_struct_layout(st, abis[k], &size, &align))
				continue;
			printf("%s\n        \"%s\": {\"size\": %zu, \"align\": %zu, "
			       "\"since\": ", first ? "" : ",",
			       linuxabi_abi_name(abis[k]), size, align);
			json_string(linuxabi_struct_since(st, abis[k]));
			fputs(", \"members\": [", stdout);
			for (m = 0; m < linuxabi_struct_member_count(st); m++) {
				if (linuxabi_struct_member(st, m, abis[k], &off,
							   &msize))
					continue;
				printf("%s\n          {\"member\": ", mfirst ? "" : ",");
				json_string(linuxabi_struct_member_name(st, m));
				printf(", \"offset\": %zu, \"size\": %zu}", off, msize);
				mfirst = 0;
			}
			fputs(mfirst ? "]}" : "\n        ]}", stdout);
			first = 0;
		}
		fputs("\n      }\n    }", stdout);
	}
	fputs("\n  ]\n", stdout);
}

static void export_json(void)
{
	const linuxabi_set *s;
	size_t i;

	printf("{\n  \"schema\": %d,\n", EXPORT_SCHEMA);
	json_kv("  ", "linuxabi", linuxabi_version(), 1);
	json_kv("  ", "uapi", linuxabi_uapi_version(), 1);
	fputs("  \"abis\": [", stdout);
	for (i = 0; i < nabis; i++) {
		printf("%s\n    {\"abi\": ", i ? "," : "");
		json_string(linuxabi_abi_name(abis[i]));
		fputs(", \"debian\": ", stdout);
		json_string(linuxabi_abi_debian(abis[i]));
		fputs(", \"triplet\": ", stdout);
		json_string(linuxabi_abi_triplet(abis[i]));
		fputs(", \"kernel_arch\": ", stdout);
		json_string(linuxabi_abi_kernel_arch(abis[i]));
		printf(", \"bits\": %u}", linuxabi_abi_bits(abis[i]));
	}
	fputs("\n  ],\n  \"sets\": [", stdout);
	for (i = 0; (s = linuxabi_set_at(i)); i++) {
		printf("%s\n    {\"set\": ", i ? "," : "");
		json_string(linuxabi_set_name(s));
		printf(", \"kind\": \"%s\", \"prefix\": ",
		       linuxabi_set_flags(s) ? "flags" : "value");
		json_string(linuxabi_set_prefix(s));
		fputs(", \"description\": ", stdout);
		json_string(linuxabi_set_description(s));
		putchar('}');
	}
	fputs("\n  ],\n", stdout);
	export_json_names();
	export_json_structs();
	fputs("}\n", stdout);
}

static void export_tsv(void)
{
	static const struct column c[] = {
		{ "record", 0 }, { "abi", 0 }, { "name", 0 }, { "member", 0 },
		{ "value", 1 }, { "size", 1 }, { "align", 1 }, { "offset", 1 },
		{ "sets", 0 }, { "since", 0 }, { "header", 0 }, { "comment", 0 },
	};
	const linuxabi_name *n;
	const linuxabi_struct *st;
	char sets[4096], vb[32], sb[32], ab[32], ob[32];
	size_t i, k, m;

	begin(c, 12);
	for (i = 0; (n = linuxabi_name_at(i)); i++) {
		if (!on_selected(n))
			continue;
		sets_of(n, sets, sizeof sets);
		for (k = 0; k < nabis; k++) {
			const char *cell[12] = { "name" };
			int64_t v;

			if (!linuxabi_name_on(n, abis[k]))
				continue;
			cell[1] = linuxabi_abi_name(abis[k]);
			cell[2] = linuxabi_name_str(n);
			if (!linuxabi_name_value(n, abis[k], &v))
				cell[4] = fmt_value(vb, v, linuxabi_name_unsigned(n));
			cell[8] = sets;
			cell[9] = linuxabi_name_since(n, abis[k]);
			cell[10] = linuxabi_name_header(n);
			cell[11] = linuxabi_name_comment(n);
			record(cell);
		}
	}
	for (i = 0; (st = linuxabi_struct_at(i)); i++) {
		for (k = 0; k < nabis; k++) {
			const char *cell[12] = { "struct" };
			size_t size, align, off;

			if (linuxabi_struct_layout(st, abis[k], &size, &align))
				continue;
			sprintf(sb, "%zu", size);
			sprintf(ab, "%zu", align);
			cell[1] = linuxabi_abi_name(abis[k]);
			cell[2] = linuxabi_struct_tag(st);
			cell[5] = sb;
			cell[6] = ab;
			cell[9] = linuxabi_struct_since(st, abis[k]);
			cell[10] = linuxabi_struct_header(st);
			record(cell);
			for (m = 0; m < linuxabi_struct_member_count(st); m++) {
				const char *mc[12] = { "member" };

				if (linuxabi_struct_member(st, m, abis[k], &off,
							   &size))
					continue;
				sprintf(sb, "%zu", size);
				sprintf(ob, "%zu", off);
				mc[1] = cell[1];
				mc[2] = cell[2];
				mc[3] = linuxabi_struct_member_name(st, m);
				mc[5] = sb;
				mc[7] = ob;
				record(mc);
			}
		}
	}
}

static void cmd_export(int argc, char **argv)
{
	(void)argv;
	if (argc)
		usage("export: no operands; choose the ABIs with --abi");
	if (opt.format == JSON)
		export_json();
	else if (opt.format == TSV)
		export_tsv();
	else
		usage("export: --format json or --format tsv");
}

/* ----------------------------------------------------- abis, sets, ... */

static void cmd_abis(int argc, char **argv)
{
	static const struct column c[] = {
		{ "abi", 0 }, { "debian", 0 }, { "triplet", 0 },
		{ "kernel_arch", 0 }, { "bits", 1 }, { "host", 1 },
	};
	size_t i;
	int k;

	if (argc) {
		abis = xmalloc(argc * sizeof *abis);
		nabis = 0;
		for (k = 0; k < argc; k++) {
			const linuxabi_abi *a = linuxabi_abi_find(argv[k]);

			if (a)
				abis[nabis++] = a;
			else
				msg(EXIT_ABSENT, "%s: no such ABI", show(argv[k]));
		}
	} else if (!opt.abi) {
		select_abis("all");
	}
	begin(c, 6);
	for (i = 0; i < nabis; i++) {
		const char *cell[6];
		char bits[8];

		sprintf(bits, "%u", linuxabi_abi_bits(abis[i]));
		cell[0] = linuxabi_abi_name(abis[i]);
		cell[1] = linuxabi_abi_debian(abis[i]);
		cell[2] = linuxabi_abi_triplet(abis[i]);
		cell[3] = linuxabi_abi_kernel_arch(abis[i]);
		cell[4] = bits;
		cell[5] = abis[i] == linuxabi_abi_host() ? "1" : "0";
		record(cell);
		text(6, cell[0], cell[1], cell[2], cell[3], bits,
		     *cell[5] == '1' ? "(host)" : "");
	}
	flush();
}

static void cmd_sets(int argc, char **argv)
{
	static const struct column c[] = {
		{ "set", 0 }, { "kind", 0 }, { "prefix", 0 }, { "size", 1 },
		{ "description", 0 },
	};
	const linuxabi_set *s;
	size_t i;

	(void)argv;
	if (argc)
		usage("sets: no operands");
	begin(c, 5);
	for (i = 0; (s = linuxabi_set_at(i)); i++) {
		const char *cell[5];
		char size[32];

		sprintf(size, "%zu", linuxabi_set_member_count(s));
		cell[0] = linuxabi_set_name(s);
		cell[1] = linuxabi_set_flags(s) ? "flags" : "value";
		cell[2] = linuxabi_set_prefix(s);
		cell[3] = size;
		cell[4] = linuxabi_set_description(s);
		record(cell);
		text(4, cell[0], cell[1], size, cell[4]);
	}
	flush();
}

static void cmd_version(int argc, char **argv)
{
	static const struct column c[] = {
		{ "version", 0 }, { "uapi", 0 }, { "host", 0 },
	};
	const linuxabi_abi *h = linuxabi_abi_host();
	const char *cell[3];
	char line[128];

	(void)argv;
	if (argc)
		usage("version: no operands");
	cell[0] = linuxabi_version();
	cell[1] = linuxabi_uapi_version();
	cell[2] = h ? linuxabi_abi_name(h) : "";
	begin(c, 3);
	record(cell);
	snprintf(line, sizeof line, "linuxabi %s (Linux UAPI %s; host ABI %s)",
		 cell[0], cell[1], *cell[2] ? cell[2] : "none");
	text(1, line);
	flush();
}

/* --------------------------------------------------------------- main */

static const struct command {
	const char *name;
	void (*run)(int, char **);
	const char *set;    /* for cmd_names */
	int abis;           /* answers per ABI of --abi */
} commands[] = {
	{ "abis", cmd_abis, NULL, 0 },
	{ "sets", cmd_sets, NULL, 0 },
	{ "lookup", NULL, NULL, 1 },
	{ "errno", NULL, "errno", 1 },
	{ "signal", NULL, "signal", 1 },
	{ "syscall", NULL, "syscall", 1 },
	{ "ioctl", NULL, "ioctl", 1 },
	{ "decode", cmd_decode, NULL, 1 },
	{ "encode", cmd_encode, NULL, 1 },
	{ "translate", cmd_translate, NULL, 0 },
	{ "diff", cmd_diff, NULL, 0 },
	{ "list", cmd_list, NULL, 1 },
	{ "search", cmd_search, NULL, 1 },
	{ "layout", cmd_layout, NULL, 1 },
	{ "export", cmd_export, NULL, 1 },
	{ "version", cmd_version, NULL, 0 },
};

/* --name VALUE or --name=VALUE at argv[*i] */
static int option(int argc, char **argv, int *i, const char *name,
		  const char **value)
{
	const char *a = argv[*i];
	size_t n = strlen(name);

	if (strncmp(a, name, n))
		return 0;
	if (a[n] == '=') {
		*value = a + n + 1;
		return 1;
	}
	if (a[n])
		return 0;
	if (*i + 1 >= argc)
		usage("%s: needs a value", name);
	*value = argv[++*i];
	return 1;
}

static void set_format(const char *format)
{
	if (!strcmp(format, "text"))
		opt.format = TEXT;
	else if (!strcmp(format, "tsv"))
		opt.format = TSV;
	else if (!strcmp(format, "json"))
		opt.format = JSON;
	else
		usage("--format %s: text, tsv or json", show(format));
}

/* The options into opt, the operands into OPS; returns how many operands.
 * --help and --version answer here and exit. */
static int parse_options(int argc, char **argv, char **ops)
{
	const char *format = NULL;
	int nops = 0, i, dashdash = 0;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (dashdash || a[0] != '-' || numeric(a)) {
			ops[nops++] = argv[i];
			continue;
		}
		if (!strcmp(a, "--")) {
			dashdash = 1;
		} else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
			usage_text(stdout);
			exit(0);
		} else if (!strcmp(a, "--version")) {
			opt.format = TEXT;
			cmd_version(0, NULL);
			exit(0);
		} else if (!strcmp(a, "--common")) {
			opt.common = 1;
		} else if (!(option(argc, argv, &i, "--abi", &opt.abi) ||
			     option(argc, argv, &i, "--format", &format) ||
			     option(argc, argv, &i, "--set", &opt.set) ||
			     option(argc, argv, &i, "--from", &opt.from) ||
			     option(argc, argv, &i, "--to", &opt.to) ||
			     option(argc, argv, &i, "--only", &opt.only) ||
			     option(argc, argv, &i, "--missing", &opt.missing) ||
			     option(argc, argv, &i, "--since", &opt.since))) {
			usage("%s: no such option", show(a));
		}
	}
	if (format)
		set_format(format);
	return nops;
}

static const struct command *find_command(const char *name)
{
	size_t k;

	for (k = 0; k < sizeof commands / sizeof *commands; k++)
		if (!strcmp(name, commands[k].name))
			return &commands[k];
	usage("%s: no such command", show(name));
	return NULL;
}

/* The options CMD does not take are usage errors. */
static void check_options(const struct command *cmd)
{
	if (opt.to && cmd->run != cmd_translate)
		usage("--to is for translate");
	if (opt.from && cmd->run != cmd_translate &&
	    !(cmd->set && !strcmp(cmd->set, "ioctl")))
		usage("--from is for translate and ioctl");
	if (cmd->run == cmd_translate && opt.abi)
		usage("translate: --from ABI --to ABI, not --abi");
	if ((opt.common || opt.only || opt.missing || opt.since) &&
	    cmd->run != cmd_list)
		usage("--common, --only, --missing and --since are for list");
}

/* The ABIs CMD answers for, from --abi (list's --only and --missing
 * without --abi pick their own). */
static void choose_abis(const struct command *cmd)
{
	if (!cmd->abis && !opt.abi)
		return;
	/* list --only X looks at X; list --missing X at the others */
	if (!opt.abi && opt.only)
		select_abis(opt.only);
	else if (!opt.abi && opt.missing)
		select_abis("all");
	else
		select_abis(opt.abi ? opt.abi : "host");
}

int main(int argc, char **argv)
{
	const struct command *cmd;
	char **ops = xmalloc(argc * sizeof *ops);
	int nops = parse_options(argc, argv, ops);

	if (!nops) {
		usage_text(stderr);
		return EXIT_USAGE;
	}
	cmd = find_command(ops[0]);
	check_options(cmd);
	choose_abis(cmd);
	if (cmd->run)
		cmd->run(nops - 1, ops + 1);
	else
		cmd_names(cmd->set, nops - 1, ops + 1);
	free(ops);
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "linuxabi: write error: %s\n", strerror(errno));
		return EXIT_USAGE;
	}
	return status;
}
