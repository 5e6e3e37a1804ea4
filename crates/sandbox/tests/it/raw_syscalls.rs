//! Raw-syscall escape attempts: namespaces, tracing, mounting, kernel interfaces, the i386 ABI.

use mashang_sandbox::Status;

use crate::{assert_host_intact, exclusive, run};

const C_SYSCALLS: &str = r#"
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/sched.h>

static void report(const char *what, long r) {
    printf("%s %s\n", what, r < 0 ? "denied" : "ALLOWED");
}

int main(void) {
    setvbuf(stdout, NULL, _IONBF, 0);
    struct clone_args args;
    memset(&args, 0, sizeof args);
    args.flags = CLONE_NEWUSER;
    args.exit_signal = 17;
    long r = syscall(SYS_clone3, &args, sizeof args);
    if (r == 0) _exit(0);
    report("clone3_newuser", r);
    report("unshare_newuser", unshare(CLONE_NEWUSER));
    report("unshare_newns", unshare(CLONE_NEWNS));
    report("clone_newuser", syscall(SYS_clone, CLONE_NEWUSER | 17, 0, 0, 0, 0) == 0 ? (_exit(0), 0) : -1);
    report("setns", syscall(SYS_setns, 0, 0));
    report("ptrace_traceme", ptrace(PTRACE_TRACEME, 0, 0, 0));
    report("mount", mount("none", "/tmp", "tmpfs", 0, 0));
    report("bpf", syscall(SYS_bpf, 0, 0, 0));
    report("perf_event_open", syscall(SYS_perf_event_open, 0, 0, -1, -1, 0));
    report("keyctl", syscall(SYS_keyctl, 0, 0, 0, 0, 0));
    report("userfaultfd", syscall(SYS_userfaultfd, 0));
    report("io_uring_setup", syscall(SYS_io_uring_setup, 1, 0));
    report("init_module", syscall(SYS_init_module, 0, 0, ""));
    report("reboot", syscall(SYS_reboot, 0, 0, 0, 0));
    report("socket_inet", socket(AF_INET, SOCK_STREAM, 0));
    report("socket_inet6", socket(AF_INET6, SOCK_DGRAM, 0));
    report("socket_netlink", socket(AF_NETLINK, SOCK_RAW, 0));
    report("x32_getpid", syscall(0x40000000 | SYS_getpid));
    printf("uid %d euid %d\n", getuid(), geteuid());
    return 0;
}
"#;

#[test]
fn dangerous_syscalls_are_refused_and_the_program_runs_unprivileged() {
    let _g = exclusive();
    let r = run("c", C_SYSCALLS, 2000);
    // The x32 call is the last probe before the uid line: it kills the process outright.
    assert_eq!(r.status, Status::RuntimeError, "{r:?}");
    assert_eq!(r.signal, Some(libc::SIGSYS), "x32 syscall must be killed: {r:?}");
    let lines: Vec<&str> = r.stdout.lines().collect();
    for probe in [
        "clone3_newuser",
        "unshare_newuser",
        "unshare_newns",
        "clone_newuser",
        "setns",
        "ptrace_traceme",
        "mount",
        "bpf",
        "perf_event_open",
        "keyctl",
        "userfaultfd",
        "io_uring_setup",
        "init_module",
        "reboot",
        "socket_inet",
        "socket_inet6",
        "socket_netlink",
    ] {
        assert!(
            lines.contains(&format!("{probe} denied").as_str()),
            "{probe} not denied: {}",
            r.stdout
        );
    }
    assert!(!r.stdout.contains("ALLOWED"), "{}", r.stdout);
    assert_host_intact();
}

#[test]
fn the_sandbox_user_is_not_root_inside_or_outside() {
    let _g = exclusive();
    let r = run(
        "c",
        "#include <stdio.h>\n#include <unistd.h>\nint main(void) { printf(\"%d %d %d\\n\", getuid(), geteuid(), getgid()); return 0; }\n",
        2000,
    );
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout.trim(), "1000 1000 1000");
    let caps = run(
        "python",
        "for l in open('/proc/self/status'):\n    if l.startswith(('Cap', 'NoNewPrivs', 'Seccomp:')):\n        print(l.strip())\n",
        2000,
    );
    for line in caps.stdout.lines().filter(|l| l.starts_with("Cap")) {
        assert!(line.ends_with("0000000000000000"), "capability left: {line}");
    }
    assert!(caps.stdout.contains("NoNewPrivs:\t1"), "{}", caps.stdout);
    assert!(caps.stdout.contains("Seccomp:\t2"), "{}", caps.stdout);
}

#[test]
fn i386_syscalls_through_int_0x80_kill_the_process() {
    let _g = exclusive();
    let src = "int main(void) { long r; __asm__ volatile (\"int $0x80\" : \"=a\"(r) : \"a\"(20)); return (int)r; }\n";
    let r = run("c", src, 2000);
    assert_eq!(r.status, Status::RuntimeError, "{r:?}");
    assert_eq!(r.signal, Some(libc::SIGSYS), "{r:?}");
    assert_host_intact();
}

#[test]
fn python_cannot_create_namespaces_through_ctypes() {
    let _g = exclusive();
    let src = "import ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\nr = libc.unshare(0x10000000)\nprint('BLOCKED' if r != 0 else 'ESCAPED', ctypes.get_errno())\n";
    let r = run("python", src, 2000);
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout.trim(), format!("BLOCKED {}", libc::EPERM));
}
