//! Hostile compiles: fat artifacts, includes of devices that never end or block, and template,
//! constexpr and macro bombs all end as a compile error within the compile wall limit, leave no
//! artifact and no process behind.

use std::path::Path;

use mashang_sandbox::{Job, Sandbox, SandboxOptions, Status};

use crate::{assert_host_intact, exclusive, limits};

/// Short enough for a test suite, long enough for the honest programs below to compile on a busy
/// machine.
const TEST_COMPILE_WALL_MS: u64 = 10_000;

fn sandbox_in(dir: &Path, artifact_max_bytes: Option<u64>) -> Sandbox {
    Sandbox::with_options(SandboxOptions {
        state_dir: Some(dir.to_path_buf()),
        artifact_max_bytes,
        compile_wall_ms: Some(TEST_COMPILE_WALL_MS),
        ..SandboxOptions::default()
    })
    .expect("sandbox")
}

fn available(sb: &Sandbox, lang: &str) -> bool {
    let ok = sb.languages().iter().any(|l| l.id == lang && l.available);
    if !ok {
        crate::skip(
            &format!("{lang} compile attacks"),
            &format!("{lang} is not installed"),
            "install its toolchain (see crates/sandbox/README.md)",
        );
    }
    ok
}

fn job(lang: &str, source: &str) -> Job {
    Job {
        lang: lang.into(),
        source: source.into(),
        files: Vec::new(),
        limits: limits(2000),
        compile_limits: None,
        inputs: vec![String::new()],
        dialogue: None,
    }
}

/// Compile `source` and assert it ended as a compile error whose output mentions `says`.
fn assert_compile_error(sb: &Sandbox, lang: &str, name: &str, source: &str, says: &str) {
    let report = sb.run_job(&job(lang, source)).expect("job accepted");
    let compile = report.compile.as_ref().expect("a compiled language");
    assert_eq!(compile.status, Status::CompileError, "{lang} {name}: {compile:?}");
    assert_eq!(report.runs[0].status, Status::CompileError, "{lang} {name}");
    assert!(
        compile.output.contains(says),
        "{lang} {name}: output does not say `{says}`:\n{}",
        compile.output
    );
    assert_host_intact();
}

/// No program artifact and no scratch dir left (the language's prepared toolchain files, built
/// from the toolchain alone, may stay cached).
fn assert_no_artifact_left(sb: &Sandbox, state: &Path) {
    let usage = sb.state().usage;
    let programs = (usage.artifacts - usage.prepared, usage.bytes - usage.prepared_bytes);
    assert_eq!(programs, (0, 0), "an artifact was kept: {usage:?}");
    for sub in ["artifacts", "scratch"] {
        let left: Vec<_> = std::fs::read_dir(state.join(sub))
            .unwrap()
            .flatten()
            .filter(|e| !e.file_name().to_string_lossy().starts_with("prepared-"))
            .collect();
        assert!(left.is_empty(), "{sub} still holds {left:?}");
    }
}

#[test]
fn a_fat_artifact_is_a_compile_error_saying_so_and_leaves_nothing_on_the_host() {
    let _g = exclusive();
    let state = tempfile::tempdir().unwrap();
    let sb = sandbox_in(state.path(), None);
    // 200 bytes of source, 120 MiB of initialised data in the executable.
    let programs = [
        ("c", "char big[120 << 20] = {1};\nint main(void) { return big[7]; }\n"),
        ("cpp", "char big[120 << 20] = {1};\nint main() { return big[7]; }\n"),
    ];
    for (lang, src) in programs {
        if available(&sb, lang) {
            assert_compile_error(&sb, lang, "fat artifact", src, "artifact is too large");
            assert_no_artifact_left(&sb, state.path());
        }
    }
    if available(&sb, "rust") {
        // rustc may run out of compile memory evaluating it before it writes anything.
        let src = "static BIG: [u8; 120 << 20] = [1; 120 << 20];\nfn main() { let b = std::hint::black_box(&BIG); std::process::exit(b[7] as i32); }\n";
        assert_compile_error(&sb, "rust", "fat artifact", src, "error");
        assert_no_artifact_left(&sb, state.path());
    }
}

/// Many class files, each under the per-file cap, together over the artifact cap.
#[test]
fn many_files_together_over_the_artifact_cap_are_a_compile_error() {
    let _g = exclusive();
    let state = tempfile::tempdir().unwrap();
    let sb = sandbox_in(state.path(), Some(1 << 20));
    if !available(&sb, "java") {
        return;
    }
    let mut src = String::from("public class Main {\n  static final String A0 = \"");
    src.push_str(&"x".repeat(64));
    src.push_str("\";\n");
    for i in 1..10 {
        src.push_str(&format!("  static final String A{i} = A{} + A{};\n", i - 1, i - 1));
    }
    for i in 0..48 {
        src.push_str(&format!("  static class C{i} {{ static final String S = A9 + \"{i}\"; }}\n"));
    }
    src.push_str(
        "  public static void main(String[] a) { System.out.println(C0.S.length()); }\n}\n",
    );
    assert_compile_error(&sb, "java", "48 classes of 32 KiB", &src, "artifact is too large");
    assert_no_artifact_left(&sb, state.path());
}

#[test]
fn includes_of_endless_or_blocking_files_end_as_compile_errors() {
    let _g = exclusive();
    let state = tempfile::tempdir().unwrap();
    let sb = sandbox_in(state.path(), None);
    for lang in ["c", "cpp"] {
        if !available(&sb, lang) {
            continue;
        }
        // Endless (zero, random) and blocking (a read end of the compiler's own output pipe).
        for dev in ["/dev/zero", "/dev/random", "/dev/urandom"] {
            let src = format!("#include \"{dev}\"\nint main(void) {{ return 0; }}\n");
            assert_compile_error(&sb, lang, dev, &src, "error");
        }
    }
    if available(&sb, "rust") {
        let srcs = [
            "static Z: &[u8] = include_bytes!(\"/dev/zero\");\nfn main() { println!(\"{}\", Z.len()); }\n",
            "static Z: &[u8] = include_bytes!(\"/dev/stdout\");\nfn main() { println!(\"{}\", Z.len()); }\n",
            "static Z: &str = include_str!(\"/dev/urandom\");\nfn main() { println!(\"{}\", Z.len()); }\n",
        ];
        for src in srcs {
            assert_compile_error(&sb, "rust", src.lines().next().unwrap(), src, "error");
        }
    }
    assert_no_artifact_left(&sb, state.path());
    // The compiler's own output: depending on how the compile command wires it, reading it finds
    // nothing (a clean compile, which may leave its artifact) or blocks until the wall limit (a
    // compile error). Either way the compile ends and leaves nothing running.
    for lang in ["c", "cpp"].into_iter().filter(|l| available(&sb, l)) {
        for dev in ["/dev/stdout", "/dev/stderr"] {
            let src = format!("#include \"{dev}\"\nint main(void) {{ return 0; }}\n");
            let report = sb.run_job(&job(lang, &src)).expect("job accepted");
            let status = report.compile.as_ref().expect("a compiled language").status;
            assert!(
                matches!(status, Status::Ok | Status::CompileError),
                "{lang} {dev}: {status:?}"
            );
            assert_host_intact();
        }
    }
}

/// The compile's stdin is empty, so including it adds nothing: the program compiles and runs.
#[test]
fn including_the_compiles_stdin_reads_nothing_and_does_not_block() {
    let _g = exclusive();
    let state = tempfile::tempdir().unwrap();
    let sb = sandbox_in(state.path(), None);
    if !available(&sb, "cpp") {
        return;
    }
    for path in ["/dev/stdin", "/proc/self/fd/0"] {
        let src = format!("#include \"{path}\"\nint main() {{ return 0; }}\n");
        let report = sb.run_job(&job("cpp", &src)).unwrap();
        assert_eq!(report.runs[0].status, Status::Ok, "{path}: {report:?}");
    }
    assert_host_intact();
}

#[test]
fn template_constexpr_and_macro_bombs_end_as_compile_errors() {
    if !crate::need(
        &["cpp", "go", "java"],
        "sandbox::compile_attacks::template_constexpr_and_macro_bombs_end_as_compile_errors",
    ) {
        return;
    }
    let _g = exclusive();
    let state = tempfile::tempdir().unwrap();
    let sb = sandbox_in(state.path(), None);
    if available(&sb, "cpp") {
        // A parameter pack that doubles 40 times.
        let pack = "template<class... T> struct L {};\n\
            template<int N, class... T> struct E { using type = typename E<N - 1, T..., T...>::type; };\n\
            template<class... T> struct E<0, T...> { using type = L<T...>; };\n\
            int main() { E<40, int>::type x; (void)x; }\n";
        assert_compile_error(&sb, "cpp", "template pack bomb", pack, "error");
        // 4e10 constexpr steps: gcc's operation limit or our clock, whichever is first.
        let cexpr = "constexpr long f() { long s = 0; for (long i = 0; i < 200000; i++) \
            for (long j = 0; j < 200000; j++) s += i ^ j; return s; }\n\
            constexpr long x = f();\nint main() { return (int)x; }\n";
        assert_compile_error(&sb, "cpp", "constexpr loop bomb", cexpr, "error");
    }
    if available(&sb, "rust") {
        let bomb =
            "macro_rules! m { ($($t:tt)*) => { m!($($t)* $($t)*); }; }\nm!(x);\nfn main() {}\n";
        assert_compile_error(&sb, "rust", "macro doubling bomb", bomb, "error");
    }
    if available(&sb, "java") {
        // 3000 distinct 32 KiB compile-time constants: ~96 MiB of class file from 128 KiB.
        let mut src = String::from("public class Main {\n  static final String A0 = \"");
        src.push_str(&"x".repeat(64));
        src.push_str("\";\n");
        for i in 1..10 {
            src.push_str(&format!("  static final String A{i} = A{} + A{};\n", i - 1, i - 1));
        }
        for i in 0..3000 {
            src.push_str(&format!("  static final String C{i} = A9 + \"{i}\";\n"));
        }
        src.push_str(
            "  public static void main(String[] a) { System.out.println(C0.length()); }\n}\n",
        );
        assert_compile_error(&sb, "java", "huge constants", &src, "error");
    }
    if available(&sb, "go") {
        // go:embed takes no absolute paths and no devices; the build must fail, not read one.
        let embed = "package main\nimport _ \"embed\"\n//go:embed /dev/zero\nvar z []byte\nfunc main() { println(len(z)) }\n";
        assert_compile_error(&sb, "go", "go:embed /dev/zero", embed, "pattern");
    }
    assert_no_artifact_left(&sb, state.path());
}
