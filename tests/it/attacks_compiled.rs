//! Hostile submissions in the compiled languages (C++, Java, Go, Rust against the dialogue drivers;
//! C on a stdin/stdout problem), through the real sandbox: each tries to fool the driver (macros on its names, code that
//! runs before `main`, fake replies on the reply fd, exiting early, stealing stdin) while its own
//! answers are wrong, and each must not be accepted. A toolchain that is missing is a visible skip.

// The serialising guard is a std mutex held across awaits on purpose: every test has its own
// runtime, and the guard only keeps timing-sensitive sandbox tests from overlapping.
#![allow(clippy::await_holding_lock)]

use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOptions, Verdict};

use super::judge::{judge, problem, serial};

fn available(lang: Lang) -> bool {
    super::skip::runtime(lang, module_path!())
}

fn opts() -> JudgeOptions {
    JudgeOptions { probe: false, style: false, stress: false, ..JudgeOptions::default() }
}

/// Judge `code` for two-sum in `lang` and assert it is not accepted — and, for an attack that
/// must run to mean anything, that it compiled (so the test cannot pass on a typo).
async fn assert_two_sum_rejected(lang: Lang, code: &str, why: &str) {
    rejected(lang, code, why, true).await
}

async fn rejected(lang: Lang, code: &str, why: &str, must_compile: bool) {
    if !available(lang) {
        return;
    }
    let _serial = serial();
    let p = problem("two-sum");
    let out = judge().judge(&p, lang, code, &opts()).await.unwrap();
    assert_ne!(
        out.verdict,
        Verdict::Accepted,
        "{why}: {lang} {:#?} {:?}",
        out.first_failure(),
        out.compile_output
    );
    if must_compile {
        assert_ne!(out.verdict, Verdict::CompileError, "{why}: {:?}", out.compile_output);
    }
}

/// A reply line for every request a whole judged run could send, each claiming `[0,1]` (the right
/// answer to some tests, but not to all), plus the old protocol's "passed" shapes.
const FAKE_REPLIES: &str = r#"{\"ready\":true}\n{\"v\":[0,1],\"t\":0}\n{\"i\":0,\"v\":[0,1],\"t\":[0]}\n{\"done\":true}\n"#;

const CPP_WRONG: &str =
    "class Solution { public: vector<int> twoSum(vector<int>& n, int t) { return {0, 1}; } };\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cpp_macros_on_the_drivers_names_cannot_reach_it() {
    // Every name the driver uses for timing, reading, writing and replying, redefined.
    let code = format!(
        "#define steady_clock system_clock\n#define now() 0\n#define write(...) 1\n#define reply(x) (void)0\n\
         #define wr(...) (void)0\n#define strtoull(...) 0\n#define mashang_driver std\n#define read(...) 0\n\
         #define catch(...) if (0)\n#define runtime_error logic_error\n{CPP_WRONG}"
    );
    assert_two_sum_rejected(Lang::Cpp, &code, "#define on driver names").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cpp_define_main_or_a_main_of_its_own_does_not_replace_the_driver() {
    let renamed =
        format!("#define main mashang_fake_main\nint main() {{ return 0; }}\n{CPP_WRONG}");
    assert_two_sum_rejected(Lang::Cpp, &renamed, "#define main").await;
    let own_main = format!(
        "#include <unistd.h>\nint main() {{ const char *s = \"{FAKE_REPLIES}\"; ::write(3, s, strlen(s)); return 0; }}\n{CPP_WRONG}"
    );
    // Two mains do not link: a compile error, never the submission's main instead of the driver's.
    rejected(Lang::Cpp, &own_main, "a main of its own", false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cpp_replacing_operator_new_to_write_fake_replies_is_not_accepted() {
    let code = format!(
        "#include <unistd.h>\nstatic bool mashang_once = false;\n\
         void *operator new(size_t n) {{ if (!mashang_once) {{ mashang_once = true; const char *s = \"{FAKE_REPLIES}\"; ::write(3, s, strlen(s)); }} return malloc(n ? n : 1); }}\n\
         void operator delete(void *p) noexcept {{ free(p); }}\nvoid operator delete(void *p, size_t) noexcept {{ free(p); }}\n{CPP_WRONG}"
    );
    assert_two_sum_rejected(Lang::Cpp, &code, "operator new").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cpp_a_static_constructor_writing_replies_before_main_is_not_accepted() {
    // Replies written before a request are discarded; a thread racing the driver after each
    // request can only answer with values it computed, which here are wrong.
    let code = format!(
        "#include <unistd.h>\n#include <poll.h>\n\
         static int mashang_forged = [] {{ const char *s = \"{FAKE_REPLIES}\"; ::write(3, s, strlen(s));\n\
           std::thread([] {{ for (;;) {{ pollfd p{{0, POLLIN, 0}}; if (poll(&p, 1, -1) > 0) {{ const char *r = \"{{\\\"v\\\":[0,1],\\\"t\\\":0}}\\n\"; ::write(3, r, strlen(r)); usleep(1000); }} }} }}).detach();\n\
           return 0; }}();\n{CPP_WRONG}"
    );
    assert_two_sum_rejected(Lang::Cpp, &code, "static constructor").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cpp_reading_stdin_ahead_in_a_global_constructor_gets_nothing_to_answer_with() {
    // No request is sent before the ready line, so a constructor that reads stdin waits forever
    // (the run ends on its wall limit); a thread that steals requests leaves the driver none.
    let blocking = format!(
        "static std::string mashang_stolen = [] {{ std::string s; std::getline(std::cin, s); return s; }}();\n{CPP_WRONG}"
    );
    assert_two_sum_rejected(Lang::Cpp, &blocking, "reading stdin before main").await;
    let thief = format!(
        "#include <unistd.h>\nstatic int mashang_thief = [] {{ std::thread([] {{ char b[1 << 16]; while (::read(0, b, sizeof b) > 0) {{}} }}).detach(); return 0; }}();\n{CPP_WRONG}"
    );
    assert_two_sum_rejected(Lang::Cpp, &thief, "a thread stealing stdin").await;
}

const JAVA_WRONG: &str = "class Solution {\n    public int[] twoSum(int[] nums, int target) { return new int[] {0, 1}; }\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn java_a_static_initializer_writing_fake_replies_or_exiting_is_not_accepted() {
    let forger = format!(
        "{JAVA_WRONG}    static {{ try (java.io.FileOutputStream o = new java.io.FileOutputStream(\"/proc/self/fd/3\")) {{ o.write(\"{FAKE_REPLIES}\".getBytes()); }} catch (Exception e) {{}} }}\n}}\n"
    );
    assert_two_sum_rejected(Lang::Java, &forger, "static initializer writing replies").await;
    let exits = format!("{JAVA_WRONG}    static {{ System.exit(0); }}\n}}\n");
    assert_two_sum_rejected(Lang::Java, &exits, "static initializer exiting").await;
    // Classes named like the JDK's in the submission's package do not change the verdict either.
    let shadows =
        format!("{JAVA_WRONG}}}\nclass System {{ static long nanoTime() {{ return 0; }} }}\n");
    rejected(Lang::Java, &shadows, "a System class of its own", false).await;
}

const GO_WRONG: &str = "func twoSum(nums []int, target int) []int { return []int{0, 1} }\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn go_an_init_writing_fake_replies_or_exiting_is_not_accepted() {
    let forger = format!(
        "import \"os\"\nfunc init() {{ os.NewFile(3, \"r\").WriteString(\"{FAKE_REPLIES}\") }}\n{GO_WRONG}"
    );
    assert_two_sum_rejected(Lang::Go, &forger, "init writing replies").await;
    let exits = format!("import \"os\"\nfunc init() {{ os.Exit(0) }}\n{GO_WRONG}");
    assert_two_sum_rejected(Lang::Go, &exits, "init exiting").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rust_exiting_or_writing_the_reply_fd_from_the_solution_is_not_accepted() {
    let exits = "impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> { std::process::exit(0) }\n}\n";
    assert_two_sum_rejected(Lang::Rust, exits, "process::exit").await;
    let forger = format!(
        "use std::io::Write;\nuse std::os::fd::FromRawFd;\nimpl Solution {{\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {{\n        \
         let mut f = std::mem::ManuallyDrop::new(unsafe {{ std::fs::File::from_raw_fd(3) }});\n        \
         let _ = f.write_all(\"{FAKE_REPLIES}\".as_bytes());\n        vec![0, 1]\n    }}\n}}\n"
    );
    assert_two_sum_rejected(Lang::Rust, &forger, "writing fd 3").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cpp_solution_over_its_limit_is_not_accepted_whatever_it_defines_about_clocks() {
    // Burns CPU on every call; the macros would have frozen the old in-process clock.
    let code = "#define steady_clock mashang_frozen\nstruct mashang_frozen { static std::chrono::system_clock::time_point now() { return {}; } };\n\
        class Solution { public: vector<int> twoSum(vector<int>& n, int t) { volatile unsigned long long x = 0; for (unsigned long long i = 0; i < 20000000000ULL; i++) x += i; \
        unordered_map<int,int> s; for (int i = 0; i < (int)n.size(); i++) { if (s.count(t - n[i])) return {s[t - n[i]], i}; s[n[i]] = i; } return {}; } };\n";
    assert_two_sum_rejected(Lang::Cpp, code, "a slow solution").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correct_cpp_solution_with_macros_and_prints_of_its_own_is_still_accepted() {
    // The control for the attacks above: macros, output and a static constructor of the
    // submission's own are fine when its answers are right.
    if !available(Lang::Cpp) {
        return;
    }
    let _serial = serial();
    let code = "#define ll long long\n#define all(x) (x).begin(), (x).end()\n#define rep(i, n) for (int i = 0; i < (int)(n); i++)\n\
        static int banner = (std::cerr << \"loaded\\n\", 0);\n\
        class Solution { public: vector<int> twoSum(vector<int>& n, int t) { unordered_map<ll, int> s; \
        rep(i, n.size()) { auto it = s.find((ll)t - n[i]); if (it != s.end()) return {it->second, i}; s[n[i]] = i; } \
        cout << \"none\" << endl; return {}; } };\n";
    let out = judge().judge(&problem("two-sum"), Lang::Cpp, code, &opts()).await.unwrap();
    assert_eq!(
        out.verdict,
        Verdict::Accepted,
        "{:#?} {:?}",
        out.first_failure(),
        out.compile_output
    );
}

/// C is judged on stdin/stdout problems: its whole output is compared outside the sandbox.
async fn assert_fizzbuzz_rejected_in_c(code: &str, why: &str) {
    if !available(Lang::C) {
        return;
    }
    let _serial = serial();
    let p = problem("fizzbuzz-stdio");
    let out = judge().judge(&p, Lang::C, code, &opts()).await.unwrap();
    assert_ne!(out.verdict, Verdict::CompileError, "{why}: {:?}", out.compile_output);
    assert_ne!(out.verdict, Verdict::Accepted, "{why}: {:#?}", out.first_failure());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn c_fake_verdicts_on_every_descriptor_and_an_early_exit_are_not_accepted() {
    // Claims of success on fds 1–9 (the dialogue's reply fd among them), then exit 0 with the
    // right answer for n = 1 only.
    let code = format!(
        "#include <stdio.h>\n#include <string.h>\n#include <unistd.h>\n#include <stdlib.h>\n\
         int main(void) {{ const char *f = \"{FAKE_REPLIES}\"; \
         for (int fd = 3; fd < 10; fd++) (void)!write(fd, f, strlen(f)); \
         printf(\"1\\n\"); fflush(stdout); _exit(0); }}\n"
    );
    assert_fizzbuzz_rejected_in_c(&code, "fake replies and an early exit").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn c_looking_for_the_expected_output_on_disk_finds_nothing_to_print() {
    // Prints whatever the bank's reference, its tests or a judge file would hold, if readable.
    let code = "#include <stdio.h>\n\
        int main(void) {\n\
          const char *paths[] = {\"presets/problems/fizzbuzz-stdio/problem.toml\",\n\
            \"/work/main/presets/problems/fizzbuzz-stdio/solutions/ref.py\", \"../expected\",\n\
            \"/proc/1/cwd/presets/problems/fizzbuzz-stdio/problem.toml\", \"/proc/self/cwd/expected\"};\n\
          for (unsigned i = 0; i < sizeof paths / sizeof *paths; i++) {\n\
            FILE *f = fopen(paths[i], \"r\"); int c;\n\
            while (f && (c = fgetc(f)) != EOF) putchar(c);\n\
            if (f) fclose(f);\n\
          }\n\
          return 0;\n\
        }\n";
    assert_fizzbuzz_rejected_in_c(code, "reading the bank from inside the sandbox").await;
}
