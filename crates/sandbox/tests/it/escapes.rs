//! Filesystem and network escape attempts: writing outside the work dir, reading host files,
//! reaching a listener on the host's loopback.

use std::io::ErrorKind;
use std::net::TcpListener;

use mashang_sandbox::Status;

use crate::{assert_host_intact, exclusive, limits, run, run_with};

#[test]
fn writes_outside_the_work_dir_all_fail() {
    if !crate::need(&["javascript"], "sandbox::escapes::writes_outside_the_work_dir_all_fail") {
        return;
    }
    let _g = exclusive();
    let targets = [
        "/etc/passwd",
        "/usr/bin/evil",
        "/evil",
        "/root/evil",
        "/proc/sys/kernel/hostname",
        "/dev/evil",
        "/bin/evil",
    ];
    let py = format!(
        "for p in {targets:?}:\n    try:\n        open(p, 'a').write('x')\n        print('WROTE', p)\n    except OSError as e:\n        print('BLOCKED', p, e.errno)\n"
    );
    let js = format!(
        "const fs = require('fs');\nfor (const p of {}) {{ try {{ fs.appendFileSync(p, 'x'); console.log('WROTE', p); }} catch (e) {{ console.log('BLOCKED', p, e.code); }} }}\n",
        serde_json::to_string(&targets).unwrap()
    );
    for (lang, src) in [("python", py), ("javascript", js)] {
        let r = run(lang, &src, 2000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        assert!(!r.stdout.contains("WROTE"), "{lang}: {}", r.stdout);
        assert_eq!(
            r.stdout.lines().filter(|l| l.starts_with("BLOCKED")).count(),
            targets.len(),
            "{}",
            r.stdout
        );
    }
    assert!(!std::path::Path::new("/evil").exists());
    assert_host_intact();
}

#[test]
fn host_files_and_homes_are_not_visible() {
    let _g = exclusive();
    let src = "import os\nfor p in ['/etc/shadow', '/home', '/root/.bash_history', '/root/.cargo', '/sys', '/var']:\n    print(p, os.path.exists(p))\nprint('root', sorted(os.listdir('/')))\n";
    let r = run("python", src, 2000);
    assert_eq!(r.status, Status::Ok, "{r:?}");
    for p in ["/etc/shadow", "/home", "/root/.bash_history", "/root/.cargo", "/sys", "/var"] {
        assert!(r.stdout.contains(&format!("{p} False")), "{p} visible: {}", r.stdout);
    }
}

#[test]
fn a_listener_on_the_host_loopback_is_unreachable() {
    if !crate::need(
        &["javascript"],
        "sandbox::escapes::a_listener_on_the_host_loopback_is_unreachable",
    ) {
        return;
    }
    let _g = exclusive();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port().to_string();
    let py = "import socket, sys\nport = int(sys.stdin.read())\ntry:\n    socket.create_connection(('127.0.0.1', port), timeout=1)\n    print('CONNECTED')\nexcept OSError as e:\n    print('BLOCKED', e.errno)\n";
    let js = "const net = require('net');\nconst port = Number(require('fs').readFileSync(0, 'utf8'));\ntry { const s = net.connect(port, '127.0.0.1', () => { console.log('CONNECTED'); s.destroy(); }); s.on('error', (e) => console.log('BLOCKED', e.code)); } catch (e) { console.log('BLOCKED', e.code); }\n";
    let c = "#include <arpa/inet.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <sys/socket.h>\nint main(void) { int port; if (scanf(\"%d\", &port) != 1) return 2; int s = socket(AF_INET, SOCK_STREAM, 0); if (s < 0) { puts(\"BLOCKED socket\"); return 0; } struct sockaddr_in a = {0}; a.sin_family = AF_INET; a.sin_port = htons(port); a.sin_addr.s_addr = htonl(0x7f000001); puts(connect(s, (void *)&a, sizeof a) == 0 ? \"CONNECTED\" : \"BLOCKED connect\"); return 0; }\n";
    for (lang, src) in [("python", py), ("javascript", js), ("c", c)] {
        let r = run_with(lang, src, limits(3000), &port, Vec::new());
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        assert!(r.stdout.starts_with("BLOCKED"), "{lang}: {}", r.stdout);
        match listener.accept() {
            Err(e) if e.kind() == ErrorKind::WouldBlock => {}
            other => panic!("{lang}: the host listener saw {other:?}"),
        }
    }
    assert_host_intact();
}

#[test]
fn the_program_sees_only_its_own_namespaces() {
    let _g = exclusive();
    let src = "import os, socket\nprint('pid', os.getpid())\nprint('procs', sorted(int(p) for p in os.listdir('/proc') if p.isdigit()))\nprint('host', socket.gethostname())\nprint('ifaces', sorted(os.listdir('/proc/sys/net/ipv4/conf')))\nprint('shm', len(open('/proc/sysvipc/shm').read().splitlines()))\nprint('mounts', len(open('/proc/self/mounts').read().splitlines()))\n";
    let r = run("python", src, 2000);
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "pid 1", "not pid 1 of its own pid namespace");
    assert_eq!(lines[1], "procs [1]", "host processes visible");
    assert_eq!(lines[2], "host sandbox", "host name visible (uts)");
    assert_eq!(lines[3], "ifaces ['all', 'default', 'lo']", "host network interfaces visible");
    assert_eq!(lines[4], "shm 1", "host SysV shared memory visible (ipc)");
    let mounts: usize = lines[5].trim_start_matches("mounts ").parse().unwrap();
    assert!(mounts < 30, "{mounts} mounts: the host's mount table leaked");
}

#[test]
fn the_cgroup_namespace_is_rooted_at_the_run_cgroup() {
    let _g = exclusive();
    if !crate::needs_cgroups("the_cgroup_namespace_is_rooted_at_the_run_cgroup") {
        return;
    }
    let r = run("python", "print(open('/proc/self/cgroup').read())\n", 2000);
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let lines: Vec<&str> = r.stdout.lines().filter(|l| !l.is_empty()).collect();
    assert!(!lines.is_empty());
    for line in lines {
        let path = line.splitn(3, ':').nth(2).unwrap_or("?");
        assert_eq!(path, "/", "a cgroup path of the host or of the run leaks: {line}");
    }
}

#[test]
fn mountinfo_names_no_host_path() {
    let _g = exclusive();
    // Python (binds only) and C (its artifact as /out): every mount's root is the root of its
    // filesystem or the same path the program sees it at (system dirs bound at their own path).
    let py = "print(open('/proc/self/mountinfo').read())\n";
    let c = "#include <stdio.h>\nint main(void) { FILE *f = fopen(\"/proc/self/mountinfo\", \"r\"); int ch; if (!f) return 1; while ((ch = fgetc(f)) != EOF) putchar(ch); return 0; }\n";
    for (lang, src) in [("python", py), ("c", c)] {
        let r = run(lang, src, 5000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        assert!(r.stdout.contains(" /proc "), "{lang}: {}", r.stdout);
        for bad in ["mashang-sandbox", "artifacts", "scratch", "zoneinfo"] {
            assert!(!r.stdout.contains(bad), "{lang}: `{bad}` in mountinfo:\n{}", r.stdout);
        }
        for line in r.stdout.lines().filter(|l| !l.is_empty()) {
            let f: Vec<&str> = line.split(' ').collect();
            let (root, at) = (f[3], f[4]);
            let device = line.contains(" - devtmpfs ") && at == format!("/dev{root}");
            assert!(root == "/" || root == at || device, "{lang}: host path in `{line}`");
        }
    }
}

#[test]
fn a_compiler_made_to_print_mountinfo_shows_no_host_path() {
    let _g = exclusive();
    let rust = crate::sandbox().languages().into_iter().find(|l| l.id == "rust");
    if !rust.is_some_and(|l| l.available) {
        crate::skip(
            "a_compiler_made_to_print_mountinfo_shows_no_host_path",
            "needs Rust",
            "rustup toolchain install stable",
        );
        return;
    }
    // Compile-time code reads the compiler's mountinfo into the error message the user sees.
    let src = "const M: &str = include_str!(\"/proc/self/mountinfo\");\nconst _: () = panic!(\"{}\", M);\nfn main() {}\n";
    let r = run("rust", src, 2000);
    assert_eq!(r.status, Status::CompileError, "{r:?}");
    let out = r.compile_output.unwrap_or_default();
    assert!(out.contains(" /out "), "the mount table was not printed: {out}");
    for bad in ["mashang-sandbox", "artifacts", "scratch"] {
        assert!(!out.contains(bad), "`{bad}` in the compiler's mountinfo:\n{out}");
    }
}

#[test]
fn scheduling_and_signal_limits_are_set_not_inherited() {
    let _g = exclusive();
    let r = run("python", "print(open('/proc/self/limits').read())\n", 2000);
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let limit = |name: &str| {
        let line = r.stdout.lines().find(|l| l.starts_with(name)).expect(name);
        line[name.len()..].split_whitespace().take(2).collect::<Vec<_>>().join(" ")
    };
    assert_eq!(limit("Max realtime priority"), "0 0");
    assert_eq!(limit("Max realtime timeout"), "0 0");
    assert_eq!(limit("Max nice priority"), "0 0");
    assert_eq!(limit("Max msgqueue size"), "0 0");
    assert_eq!(limit("Max pending signals"), "1024 1024");
}
