//! Resource attacks in Python, JavaScript and C: each must end with the exact status and leave the
//! host intact (no surviving process, no zombie, no cgroup).

use mashang_sandbox::Status;

use crate::{assert_host_intact, exclusive, limits, run, run_with};

const PY_FORK_BOMB: &str =
    "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n";
// Spawns in batches and yields between them, so failed spawns are reaped and their objects freed:
// a loop that never yields piles up ChildProcess objects and reaches the memory limit first on a
// fast Node (a race between the two limits, not a test of the process limit).
const JS_FORK_BOMB: &str = "const cp = require('child_process');\nfunction bomb() {\n  for (let i = 0; i < 50; i++) {\n    try { cp.spawn('/bin/sh', ['-c', ':(){ :|:& };:'], { stdio: 'ignore' }).on('error', () => {}); } catch (e) {}\n  }\n  setImmediate(bomb);\n}\nbomb();\n";
const C_FORK_BOMB: &str = "#include <unistd.h>\nint main(void) { for (;;) fork(); }\n";

#[test]
fn fork_bombs_hit_the_time_limit_without_burning_more_than_one_cpu() {
    if !crate::need(
        &["javascript"],
        "sandbox::attacks::fork_bombs_hit_the_time_limit_without_burning_more_than_one_cpu",
    ) {
        return;
    }
    let _g = exclusive();
    for (lang, src) in [("python", PY_FORK_BOMB), ("javascript", JS_FORK_BOMB), ("c", C_FORK_BOMB)]
    {
        let r = run(lang, src, 1000);
        assert_eq!(r.status, Status::TimeLimit, "{lang}: {r:?}");
        // All processes together are capped at one CPU: a bomb on N cores would show ~N x the limit.
        assert!(r.cpu_ms <= 1600, "{lang}: fork bomb burned {} ms of CPU", r.cpu_ms);
        assert_host_intact();
    }
}

#[test]
fn thread_bombs_stop_at_the_process_limit() {
    let _g = exclusive();
    let py = "import threading, time, os\nn = 0\ntry:\n    while True:\n        threading.Thread(target=time.sleep, args=(100,), daemon=True).start()\n        n += 1\nexcept RuntimeError:\n    print('threads', n)\n    os._exit(0)\n";
    let c = "#include <pthread.h>\n#include <stdio.h>\n#include <unistd.h>\nstatic void *idle(void *a) { (void)a; sleep(100); return 0; }\nint main(void) { int n = 0; pthread_t t; while (pthread_create(&t, 0, idle, 0) == 0) n++; printf(\"threads %d\\n\", n); fflush(stdout); _exit(0); }\n";
    for (lang, src) in [("python", py), ("c", c)] {
        let r = run(lang, src, 2000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        let n: u32 = r.stdout.trim().trim_start_matches("threads ").parse().expect("count printed");
        assert!(n < 64, "{lang}: {n} threads started with a 64-process limit");
        assert_host_intact();
    }
}

#[test]
fn memory_bombs_are_stopped_at_the_memory_limit() {
    if !crate::need(
        &["javascript"],
        "sandbox::attacks::memory_bombs_are_stopped_at_the_memory_limit",
    ) {
        return;
    }
    let _g = exclusive();
    let py = "s = []\nwhile True:\n    s.append(' ' * (1 << 24))\n";
    let js = "const a = [];\nwhile (true) a.push(Buffer.alloc(1 << 24, 1));\n";
    let c = "#include <stdlib.h>\n#include <string.h>\nint main(void) { for (;;) { char *p = malloc(1 << 24); if (!p) return 3; memset(p, 1, 1 << 24); } }\n";
    for (lang, src) in [("python", py), ("javascript", js), ("c", c)] {
        let r = run(lang, src, 5000);
        assert_eq!(r.status, Status::MemoryLimit, "{lang}: {r:?}");
        assert!(r.memory_kb <= 129 * 1024, "{lang}: peak {} KiB over a 128 MiB limit", r.memory_kb);
        assert_host_intact();
    }
}

#[test]
fn cpu_loops_hit_the_time_limit_close_to_the_limit() {
    if !crate::need(
        &["javascript"],
        "sandbox::attacks::cpu_loops_hit_the_time_limit_close_to_the_limit",
    ) {
        return;
    }
    let _g = exclusive();
    for (lang, src) in [
        ("python", "while True:\n    pass\n"),
        ("javascript", "while (true) {}\n"),
        ("c", "int main(void) { volatile unsigned long x = 0; for (;;) x++; }\n"),
    ] {
        let r = run(lang, src, 800);
        assert_eq!(r.status, Status::TimeLimit, "{lang}: {r:?}");
        // Stopped by the CPU limit, or (on a machine too loaded to give it a whole CPU) by the wall
        // limit of 2 x 800 + 500 ms; never allowed to run far past the CPU limit.
        assert!(
            (r.cpu_ms >= 800 || r.wall_ms >= 2100) && r.cpu_ms <= 1400,
            "{lang}: cpu {} ms for an 800 ms limit",
            r.cpu_ms
        );
        assert_host_intact();
    }
}

#[test]
fn sleeping_forever_hits_the_wall_limit_using_no_cpu() {
    if !crate::need(
        &["javascript"],
        "sandbox::attacks::sleeping_forever_hits_the_wall_limit_using_no_cpu",
    ) {
        return;
    }
    let _g = exclusive();
    for (lang, src) in [
        ("python", "import time\ntime.sleep(1000)\n"),
        ("javascript", "setInterval(() => {}, 1000000);\n"),
        ("c", "#include <unistd.h>\nint main(void) { sleep(1000); }\n"),
    ] {
        let r = run(lang, src, 300);
        assert_eq!(r.status, Status::TimeLimit, "{lang}: {r:?}");
        assert!(
            r.wall_ms >= 1100 && r.wall_ms < 1600,
            "{lang}: stopped after {} ms, before the wall limit",
            r.wall_ms
        );
        assert!(r.cpu_ms < 300, "{lang}: {r:?}");
        assert_host_intact();
    }
}

#[test]
fn double_forked_daemons_die_with_the_run() {
    if !crate::need(&["javascript"], "sandbox::attacks::double_forked_daemons_die_with_the_run") {
        return;
    }
    let _g = exclusive();
    let py = "import os, time\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        time.sleep(1000)\n    os._exit(0)\nos.wait()\nprint('parent exits')\n";
    let js = "require('child_process').spawn('/bin/sleep', ['1000'], { detached: true, stdio: 'ignore' }).unref();\nconsole.log('parent exits');\n";
    let c = "#include <stdio.h>\n#include <unistd.h>\n#include <sys/wait.h>\nint main(void) { if (fork() == 0) { setsid(); if (fork() == 0) { sleep(1000); } _exit(0); } wait(0); puts(\"parent exits\"); return 0; }\n";
    for (lang, src) in [("python", py), ("javascript", js), ("c", c)] {
        let r = run(lang, src, 2000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        assert_eq!(r.stdout.trim(), "parent exits", "{lang}");
        assert_host_intact();
    }
}

#[test]
fn kill_minus_one_reaches_nothing_outside_the_sandbox() {
    if !crate::need(
        &["javascript"],
        "sandbox::attacks::kill_minus_one_reaches_nothing_outside_the_sandbox",
    ) {
        return;
    }
    let _g = exclusive();
    let mut sentinel =
        std::process::Command::new("sleep").arg("60").spawn().expect("spawn sentinel");
    for (lang, src) in [
        (
            "python",
            "import os, signal\ntry:\n    os.kill(-1, signal.SIGKILL)\nexcept ProcessLookupError:\n    pass\nprint('still here')\n",
        ),
        (
            "javascript",
            "try { process.kill(-1, 'SIGKILL'); } catch (e) {}\nconsole.log('still here');\n",
        ),
        (
            "c",
            "#include <signal.h>\n#include <stdio.h>\nint main(void) { kill(-1, SIGKILL); puts(\"still here\"); return 0; }\n",
        ),
    ] {
        let r = run(lang, src, 2000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        assert_eq!(r.stdout.trim(), "still here");
        assert!(sentinel.try_wait().unwrap().is_none(), "{lang}: kill(-1) killed a host process");
        assert_host_intact();
    }
    sentinel.kill().unwrap();
    sentinel.wait().unwrap();
}

#[test]
fn output_floods_are_cut_at_the_cap_and_reported() {
    if !crate::need(
        &["javascript"],
        "sandbox::attacks::output_floods_are_cut_at_the_cap_and_reported",
    ) {
        return;
    }
    let _g = exclusive();
    for (lang, src) in [
        // Node's process.stdout.write queues in memory once the pipe is full and a busy loop never
        // flushes it, so such a flood ends as memory_limit; a blocking write shows the cap.
        ("python", "while True:\n    print('x' * 1000)\n"),
        (
            "javascript",
            "const fs = require('fs');\nconst s = 'x'.repeat(1000) + '\\n';\nfor (;;) fs.writeSync(1, s);\n",
        ),
        (
            "c",
            "#include <stdio.h>\nint main(void) { for (;;) fputs(\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n\", stdout); }\n",
        ),
    ] {
        let r = run(lang, src, 2000);
        assert_eq!(
            r.status,
            Status::OutputLimit,
            "{lang}: {:?}",
            (r.status, r.stdout.len(), &r.stderr)
        );
        assert!(r.truncated);
        assert!(
            r.stdout.len() + r.stderr.len() <= 1024 * 1024,
            "{lang}: kept {} bytes",
            r.stdout.len()
        );
        assert!(r.stdout.len() > 1000, "{lang}: the first part of the output is kept");
        assert_host_intact();
    }
}

#[test]
fn filling_the_disk_fails_inside_the_sandbox_only() {
    if !crate::need(
        &["javascript"],
        "sandbox::attacks::filling_the_disk_fails_inside_the_sandbox_only",
    ) {
        return;
    }
    let _g = exclusive();
    let py = "import os\nn = 0\ntry:\n    while True:\n        with open(f'/work/fill{n}', 'wb') as f:\n            for _ in range(8):\n                f.write(b'x' * (1 << 20))\n        n += 1\nexcept OSError as e:\n    print('BLOCKED', e.errno)\n";
    let js = "const fs = require('fs');\nlet n = 0;\ntry { for (;;) { fs.writeFileSync('/tmp/fill' + n, Buffer.alloc(8 << 20, 1)); n++; } } catch (e) { console.log('BLOCKED', e.code); }\n";
    let c = "#include <errno.h>\n#include <signal.h>\n#include <stdio.h>\n#include <string.h>\nint main(void) { static char buf[1 << 20]; signal(SIGXFSZ, SIG_IGN); memset(buf, 'x', sizeof buf); for (int n = 0;; n++) { char name[32]; sprintf(name, \"/work/fill%d\", n); FILE *f = fopen(name, \"wb\"); if (!f) { printf(\"BLOCKED %d\\n\", errno); return 0; } for (int i = 0; i < 8; i++) if (fwrite(buf, 1, sizeof buf, f) != sizeof buf || fflush(f)) { printf(\"BLOCKED %d\\n\", errno); return 0; } fclose(f); } }\n";
    let before = host_tmp_entries();
    for (lang, src) in [("python", py), ("javascript", js), ("c", c)] {
        let r = run(lang, src, 5000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        assert!(r.stdout.starts_with("BLOCKED"), "{lang}: {}", r.stdout);
        assert!(
            ["28", "27", "ENOSPC", "EFBIG"].iter().any(|e| r.stdout.contains(e)),
            "{lang}: expected ENOSPC or EFBIG, got {}",
            r.stdout
        );
        assert_host_intact();
    }
    assert_eq!(before, host_tmp_entries(), "files appeared in the host's /tmp");
}

#[test]
fn inode_and_fd_exhaustion_stay_within_their_limits() {
    if !crate::need(
        &["javascript"],
        "sandbox::attacks::inode_and_fd_exhaustion_stay_within_their_limits",
    ) {
        return;
    }
    let _g = exclusive();
    let inodes_py = "n = 0\ntry:\n    while True:\n        open(f'/tmp/f{n}', 'w').close()\n        n += 1\nexcept OSError as e:\n    print('BLOCKED', n)\n";
    let inodes_c = "#include <fcntl.h>\n#include <stdio.h>\n#include <unistd.h>\nint main(void) { int n = 0; for (;;) { char p[32]; sprintf(p, \"/tmp/f%d\", n); int fd = open(p, O_CREAT | O_WRONLY, 0600); if (fd < 0) break; close(fd); n++; } printf(\"BLOCKED %d\\n\", n); return 0; }\n";
    for (lang, src) in [("python", inodes_py), ("c", inodes_c)] {
        let r = run(lang, src, 5000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        let n: u32 = r.stdout.trim().trim_start_matches("BLOCKED ").parse().unwrap();
        assert!(n < 4096, "{lang}: created {n} files");
        assert_host_intact();
    }
    let fds_py = "fs = []\ntry:\n    while True:\n        fs.append(open('/dev/null'))\nexcept OSError as e:\n    print('BLOCKED', len(fs), e.errno)\n";
    let fds_js = "const fs = require('fs');\nlet n = 0;\ntry { for (;;) { fs.openSync('/dev/null', 'r'); n++; } } catch (e) { console.log('BLOCKED', n, e.code); }\n";
    let fds_c = "#include <fcntl.h>\n#include <stdio.h>\nint main(void) { int n = 0; while (open(\"/dev/null\", O_RDONLY) >= 0) n++; printf(\"BLOCKED %d\\n\", n); return 0; }\n";
    for (lang, src) in [("python", fds_py), ("javascript", fds_js), ("c", fds_c)] {
        let r = run(lang, src, 2000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        let n: u32 = r.stdout.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap();
        assert!(n <= 64, "{lang}: opened {n} files with a 64-fd limit");
        assert_host_intact();
    }
}

#[test]
fn nothing_written_in_one_run_is_visible_to_the_next() {
    let _g = exclusive();
    let write = "for p in ['/work/marker', '/tmp/marker']:\n    open(p, 'w').write('left behind')\nprint('written')\n";
    let check = "import os\nprint('LEFT' if any(os.path.exists(p) for p in ['/work/marker', '/tmp/marker']) else 'CLEAN')\n";
    assert_eq!(run("python", write, 2000).stdout.trim(), "written");
    let r = run_with("python", check, limits(2000), "", Vec::new());
    assert_eq!(r.stdout.trim(), "CLEAN", "{r:?}");
    assert_host_intact();
}

fn host_tmp_entries() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir("/tmp")
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("fill") || n.starts_with("marker"))
        .collect();
    v.sort();
    v
}
