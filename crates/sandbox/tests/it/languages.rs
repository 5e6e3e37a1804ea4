//! Every installed runtime runs real programs in the sandbox, with heaps sized to the limit.

use mashang_sandbox::Status;

use crate::{assert_host_intact, exclusive, run, sandbox};

fn available(id: &str) -> bool {
    sandbox().languages().iter().any(|l| l.id == id && l.available)
}

#[test]
fn hello_world_runs_in_every_available_language() {
    if !crate::need(
        &["cpp", "go", "java", "javascript"],
        "sandbox::languages::hello_world_runs_in_every_available_language",
    ) {
        return;
    }
    let _g = exclusive();
    let programs = [
        ("python", "print('hello', 6 * 7)\n"),
        ("javascript", "console.log('hello', 6 * 7)\n"),
        ("c", "#include <stdio.h>\nint main(void) { printf(\"hello %d\\n\", 6 * 7); return 0; }\n"),
        (
            "cpp",
            "#include <iostream>\nint main() { std::cout << \"hello \" << 6 * 7 << std::endl; }\n",
        ),
        ("rust", "fn main() { println!(\"hello {}\", 6 * 7); }\n"),
        (
            "java",
            "public class Main { public static void main(String[] a) { System.out.println(\"hello \" + 6 * 7); } }\n",
        ),
        ("go", "package main\nimport \"fmt\"\nfunc main() { fmt.Println(\"hello\", 6*7) }\n"),
    ];
    let mut ran = 0;
    for (lang, src) in programs {
        if !available(lang) {
            continue;
        }
        let r = run(lang, src, 5000);
        assert_eq!(r.status, Status::Ok, "{lang}: {r:?}");
        assert_eq!(r.stdout.trim(), "hello 42", "{lang}");
        ran += 1;
    }
    assert!(ran >= 4, "only {ran} languages available");
    assert_host_intact();
}

#[test]
fn jvm_heap_is_sized_to_the_memory_limit() {
    let _g = exclusive();
    if !available("java") {
        return;
    }
    let src = "public class Main { public static void main(String[] a) { System.out.println(Runtime.getRuntime().maxMemory() >> 20); java.util.List<long[]> l = new java.util.ArrayList<>(); while (true) l.add(new long[1 << 20]); } }\n";
    let r = run("java", src, 5000);
    let max_heap: u64 = r.stdout.trim().parse().expect("heap size printed");
    assert!(max_heap <= 128, "JVM heap {max_heap} MiB exceeds the 128 MiB limit");
    assert_eq!(r.status, Status::MemoryLimit, "{r:?}");
    assert_host_intact();
}

#[test]
fn node_heap_is_sized_to_the_memory_limit() {
    if !crate::need(&["javascript"], "sandbox::languages::node_heap_is_sized_to_the_memory_limit") {
        return;
    }
    let _g = exclusive();
    let src = "const v8 = require('v8');\nconsole.log(v8.getHeapStatistics().heap_size_limit >> 20);\nconst a = []; while (true) a.push({ x: new Array(1000).fill(1) });\n";
    let r = run("javascript", src, 5000);
    let limit: u64 = r.stdout.trim().parse().expect("heap limit printed");
    assert!(limit <= 128, "V8 heap limit {limit} MiB exceeds the 128 MiB limit");
    assert_eq!(r.status, Status::MemoryLimit, "{r:?}");
    assert_host_intact();
}

#[test]
fn compile_errors_in_compiled_languages_carry_the_diagnostics() {
    let _g = exclusive();
    for (lang, src, needle) in [
        ("cpp", "int main() { return missing_name; }\n", "missing_name"),
        ("rust", "fn main() { let x: u32 = \"no\"; }\n", "mismatched types"),
        (
            "java",
            "public class Main { public static void main(String[] a) { int x = \"no\"; } }\n",
            "incompatible types",
        ),
    ] {
        if !available(lang) {
            continue;
        }
        let r = run(lang, src, 5000);
        assert_eq!(r.status, Status::CompileError, "{lang}: {r:?}");
        assert!(
            r.compile_output.as_deref().unwrap_or("").contains(needle),
            "{lang}: {:?}",
            r.compile_output
        );
    }
}

#[test]
fn cpp_compiles_use_the_precompiled_standard_header_and_fall_back_when_it_does_not_apply() {
    if !crate::need(
        &["cpp"],
        "sandbox::languages::cpp_compiles_use_the_precompiled_standard_header_and_fall_back_when_it_does_not_apply",
    ) {
        return;
    }
    let _g = exclusive();
    let prepared = sandbox().prepare_toolchain("cpp").expect("cpp is available");
    assert!(
        matches!(prepared, mashang_sandbox::Prepared::Built | mashang_sandbox::Prepared::Cached),
        "{prepared:?}"
    );
    // MASHANG_PCH is defined only by the precompiled header (see languages.toml `prepare`).
    let probe = |before: &str| {
        format!(
            "{before}#include <bits/stdc++.h>\nint main() {{\n#ifdef MASHANG_PCH\n  std::puts(\"pch\");\n#else\n  std::puts(\"parsed\");\n#endif\n}}\n"
        )
    };
    let r = run("cpp", &probe(""), 5000);
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout.trim(), "pch", "the compile did not use the precompiled header");
    // A macro that could change the header's meaning: gcc must parse the header itself, and the
    // program still compiles and runs.
    let r = run("cpp", &probe("#define _GLIBCXX_DEBUG 1\n"), 5000);
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout.trim(), "parsed", "a stale precompiled header was used");
    assert_host_intact();
}

#[test]
fn java_compiles_map_the_prepared_javac_class_archive() {
    if !crate::need(
        &["java"],
        "sandbox::languages::java_compiles_map_the_prepared_javac_class_archive",
    ) {
        return;
    }
    let _g = exclusive();
    // The real table with the archive made mandatory (-Xshare:on): javac then fails unless the
    // archive at /prep is there and maps, where the real compile silently goes without it.
    let table = include_str!("../../languages.toml").replace(
        "-J-XX:SharedArchiveFile=/prep/javac.jsa",
        "-J-XX:SharedArchiveFile=/prep/javac.jsa -J-Xshare:on",
    );
    assert!(table.contains("-J-Xshare:on"), "the java compile no longer names the archive");
    let state = tempfile::tempdir().expect("temp dir");
    let sb = mashang_sandbox::Sandbox::with_options(mashang_sandbox::SandboxOptions {
        state_dir: Some(state.path().join("sb")),
        languages_toml: Some(table),
        ..Default::default()
    })
    .expect("sandbox");
    let program = "import java.util.*;\npublic class Main { public static void main(String[] a) { System.out.println(new TreeSet<>(List.of(3, 1, 2))); } }\n";
    let r = crate::run_in(&sb, "java", program, crate::limits(5000));
    assert_eq!(r.status, Status::CompileError, "compiled without an archive to map: {r:?}");
    let prepared = sb.prepare_toolchain("java").expect("java is available");
    assert_eq!(prepared, mashang_sandbox::Prepared::Built);
    let r = crate::run_in(&sb, "java", program, crate::limits(5000));
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout.trim(), "[1, 2, 3]");
    assert_host_intact();
}
