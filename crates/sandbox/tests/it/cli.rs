//! The `mashang-sandbox` CLI contract: JSON shape, exit codes, bad input, and secrets of the
//! supervisor's own environment never reaching the program.

use std::io::Write;
use std::process::{Command, Output};

use crate::{assert_host_intact, exclusive};

const SECRET: &str = "tg-bot-token-5f2a9c-DO-NOT-LEAK";

fn cli(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_mashang-sandbox"));
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("run mashang-sandbox")
}

fn source(ext: &str, content: &[u8]) -> tempfile::NamedTempFile {
    let mut f = tempfile::Builder::new().suffix(ext).tempfile().unwrap();
    f.write_all(content).unwrap();
    f
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)))
}

#[test]
fn run_prints_one_json_object_with_every_contract_field_and_exits_zero() {
    let _g = exclusive();
    let f = source(".py", b"import sys\nprint(sys.stdin.read().upper())\nraise SystemExit(3)\n");
    let stdin = source(".txt", b"hello");
    let out = cli(
        &[
            "run",
            "--lang",
            "python",
            "--time-ms",
            "2000",
            "--memory-mb",
            "128",
            "--stdin",
            stdin.path().to_str().unwrap(),
            f.path().to_str().unwrap(),
        ],
        &[],
    );
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let v = json(&out);
    for key in [
        "status",
        "exit_code",
        "signal",
        "stdout",
        "stderr",
        "truncated",
        "wall_ms",
        "cpu_ms",
        "memory_kb",
        "compile_output",
    ] {
        assert!(v.get(key).is_some(), "missing {key}: {v}");
    }
    assert_eq!(v["status"], "runtime_error");
    assert_eq!(v["exit_code"], 3);
    assert_eq!(v["stdout"], "HELLO\n");
}

#[test]
fn compile_errors_are_reported_with_the_compiler_output() {
    let _g = exclusive();
    let f = source(".c", b"int main(void) { return undefined_name; }\n");
    let out = cli(&["run", "--lang", "c", f.path().to_str().unwrap()], &[]);
    assert_eq!(out.status.code(), Some(0));
    let v = json(&out);
    assert_eq!(v["status"], "compile_error");
    assert!(v["compile_output"].as_str().unwrap().contains("undefined_name"), "{v}");
}

#[test]
fn secrets_in_the_supervisor_environment_are_invisible_to_the_program() {
    if !crate::need(
        &["javascript"],
        "sandbox::cli::secrets_in_the_supervisor_environment_are_invisible_to_the_program",
    ) {
        return;
    }
    let _g = exclusive();
    let py = b"import os, glob\nout = [repr(dict(os.environ))]\nfor p in ['/proc/1/environ', '/proc/self/environ'] + glob.glob('/proc/*/cmdline') + glob.glob('/proc/*/environ'):\n    try:\n        out.append(open(p, 'rb').read().decode('latin-1'))\n    except OSError as e:\n        out.append(str(e))\nprint('\\n'.join(out))\n";
    let js = b"const fs = require('fs');\nconsole.log(JSON.stringify(process.env));\nfor (const d of fs.readdirSync('/proc').filter((d) => /^\\d+$/.test(d))) { for (const f of ['environ', 'cmdline']) { try { console.log(fs.readFileSync(`/proc/${d}/${f}`, 'latin1')); } catch (e) { console.log(e.code); } } }\n";
    let c = b"#include <stdio.h>\nextern char **environ;\nint main(void) { for (char **e = environ; *e; e++) puts(*e); FILE *f = fopen(\"/proc/1/environ\", \"r\"); int ch; while (f && (ch = fgetc(f)) != EOF) putchar(ch); return 0; }\n";
    for (lang, ext, src) in
        [("python", ".py", &py[..]), ("javascript", ".js", &js[..]), ("c", ".c", &c[..])]
    {
        let f = source(ext, src);
        let out = cli(
            &["run", "--lang", lang, f.path().to_str().unwrap()],
            &[("MASHANG_TELEGRAM_TOKEN", SECRET), ("MASHANG_LLM_API_KEY", SECRET)],
        );
        let v = json(&out);
        assert_eq!(v["status"], "ok", "{lang}: {v}");
        let text = v.to_string();
        assert!(
            text.contains("PATH=") || text.contains("\\\"PATH\\\"") || text.contains("PATH"),
            "{lang}: env not printed: {text}"
        );
        assert!(!text.contains(SECRET), "{lang}: secret leaked: {text}");
        assert!(!text.contains("MASHANG_"), "{lang}: supervisor env visible: {text}");
    }
    assert_host_intact();
}

#[test]
fn bad_input_gets_a_clear_message_and_exit_code_two() {
    let _g = exclusive();
    let ok = source(".py", b"print(1)\n");
    let big = source(".py", &vec![b'#'; 256 * 1024 + 1]);
    let binary = source(".py", &[0xff, 0xfe, 0x00, 0x80]);
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["run", "--lang", "cobol", ok.path().to_str().unwrap()], "unknown language"),
        (vec!["run", "--lang", "python", "/nonexistent/file.py"], "cannot read"),
        (vec!["run", "--lang", "python", big.path().to_str().unwrap()], "limit is 256 KiB"),
        (vec!["run", "--lang", "python", binary.path().to_str().unwrap()], "not valid UTF-8"),
    ];
    for (args, expect) in cases {
        let out = cli(&args, &[]);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expect), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn languages_lists_every_language_with_availability_and_version() {
    if !crate::need(
        &["cpp", "go", "java", "javascript"],
        "sandbox::cli::languages_lists_every_language_with_availability_and_version",
    ) {
        return;
    }
    let _g = exclusive();
    let out = cli(&["languages"], &[]);
    assert_eq!(out.status.code(), Some(0));
    let v = json(&out);
    let langs = v.as_array().unwrap();
    for id in ["python", "javascript", "rust", "c", "cpp", "java", "go"] {
        let l = langs.iter().find(|l| l["id"] == id).unwrap_or_else(|| panic!("{id} missing"));
        if l["available"] == true {
            assert!(l["version"].is_string(), "{l}");
        } else {
            assert!(l["why_not"].as_str().is_some_and(|w| !w.is_empty()), "{l}");
        }
    }
    // The runtimes this project's CI installs must show up as available.
    for id in ["python", "javascript", "c", "cpp"] {
        assert_eq!(langs.iter().find(|l| l["id"] == id).unwrap()["available"], true, "{id}");
    }
}

#[test]
fn run_leaves_no_cgroup_of_its_own_behind() {
    let _g = exclusive();
    if !crate::needs_cgroups("run_leaves_no_cgroup_of_its_own_behind") {
        return;
    }
    let f = source(".py", b"print('hi')\n");
    let child = Command::new(env!("CARGO_BIN_EXE_mashang-sandbox"))
        .args(["run", "--lang", "python"])
        .arg(f.path())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run mashang-sandbox");
    let pid = child.id();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{out:?}");
    assert_eq!(json(&out)["status"], "ok");
    // One-shot: no warm sandbox or pooled group of that process outlives it.
    let left = crate::cgroups_of(pid);
    assert!(left.is_empty(), "`mashang-sandbox run` left {left:?}");
}

/// The supervisor's executable — mashang's carries the problem bank, hidden tests included — reads
/// as empty inside even where a bound directory holds it (as `/usr` holds `/usr/local/bin`): a copy
/// of this CLI run from a directory that its language table binds as a second Python root.
#[test]
fn the_supervisors_own_executable_reads_as_empty_where_a_bound_directory_shows_it() {
    if !crate::need(&["python"], "sandbox::cli::the_supervisors_own_executable_reads_as_empty") {
        return;
    }
    let _g = exclusive();
    // Under /var/tmp: the sandbox mounts its own /work and /tmp over a root bound below them.
    let dir = tempfile::Builder::new().tempdir_in("/var/tmp").expect("a temp dir in /var/tmp");
    let dir = std::fs::canonicalize(dir.path()).unwrap();
    let exe = dir.join("mashang-sandbox");
    std::fs::copy(env!("CARGO_BIN_EXE_mashang-sandbox"), &exe).unwrap();
    std::fs::write(dir.join("sibling.txt"), "visible").unwrap();
    let probe = "print('root=' + sys.base_prefix);";
    let builtin = include_str!("../../languages.toml");
    let table = builtin.replace(probe, &format!("{probe} print('root={}');", dir.display()));
    assert_ne!(table, builtin, "the python probe line moved");
    let table_file = source(".toml", table.as_bytes());
    let program = format!(
        "d, exe = {:?}, {:?}\n\
         print('SIBLING', open(d + '/sibling.txt').read())\n\
         print('BYTES', len(open(exe, 'rb').read()))\n",
        dir.to_str().unwrap(),
        exe.to_str().unwrap()
    );
    let program = source(".py", program.as_bytes());
    let out = Command::new(&exe)
        .args(["run", "--lang", "python", "--time-ms", "5000"])
        .arg(program.path())
        .env("MASHANG_SANDBOX_LANGUAGES", table_file.path())
        .output()
        .expect("run the copy");
    let v = json(&out);
    let stdout = v["stdout"].as_str().unwrap_or_default();
    assert!(stdout.contains("SIBLING visible"), "the directory is bound: {v}");
    assert!(stdout.contains("BYTES 0"), "the executable must read as empty: {v}");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_host_intact();
}
