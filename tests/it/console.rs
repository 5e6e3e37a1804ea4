//! The real `mashang` binary driven through stdin/stdout like a script would: a full interview end
//! to end against the real bank, judge and sandbox, and a `kill -9` in the middle of an interview
//! after which a restart resumes with nothing lost.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

/// Deadline for one expected line; generous because judging compiles and probes complexity.
const DEADLINE: Duration = Duration::from_secs(240);

pub(crate) struct Bot {
    pub(crate) child: Child,
    pub(crate) stdin: ChildStdin,
    lines: Receiver<String>,
    pub(crate) seen: Vec<String>,
}

impl Bot {
    pub(crate) fn start(data: &Path, user: &str, extra: &[(&str, &str)]) -> Bot {
        Bot::start_in(Path::new(env!("CARGO_MANIFEST_DIR")), data, user, extra)
    }

    /// Like [`Bot::start`], with `cwd` as the working directory.
    pub(crate) fn start_in(cwd: &Path, data: &Path, user: &str, extra: &[(&str, &str)]) -> Bot {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_mashang"));
        cmd.current_dir(cwd)
            .args(["console", "--user", user])
            .env("MASHANG_DATA_DIR", data)
            .env("MASHANG_LOCALE", "en")
            .env_remove("MASHANG_CONFIG")
            .env_remove("MASHANG_PROBLEMS")
            .env_remove("MASHANG_PRESETS")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        for (k, v) in extra {
            cmd.env(k, v);
        }
        let mut child = cmd.spawn().expect("spawn mashang");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Bot { child, stdin, lines, seen: Vec::new() }
    }

    pub(crate) fn send(&mut self, text: &str) {
        writeln!(self.stdin, "{text}").expect("write to mashang");
        self.stdin.flush().unwrap();
    }

    /// Reads lines until one contains `needle`; returns that line.
    pub(crate) fn expect(&mut self, needle: &str) -> String {
        loop {
            match self.lines.recv_timeout(DEADLINE) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(needle) {
                        return line;
                    }
                }
                Err(RecvTimeoutError::Timeout) => panic!(
                    "no line containing {needle:?}; output so far:\n{}",
                    self.seen.join("\n")
                ),
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("mashang exited before {needle:?}; output:\n{}", self.seen.join("\n"))
                }
            }
        }
    }

    /// Reads lines until one contains any of `needles`; returns the index of the first matched.
    pub(crate) fn expect_any(&mut self, needles: &[&str]) -> (usize, String) {
        loop {
            let line = self.expect("");
            if let Some(i) = needles.iter().position(|n| line.contains(n)) {
                return (i, line);
            }
        }
    }

    /// Explains, then submits `problem`'s Python reference as a fenced block, line by line;
    /// returns the verdict line (the test fails with the transcript if the judge step failed).
    pub(crate) fn submit_reference(&mut self, problem: &str, explanation: &str) -> String {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join(format!("presets/problems/{problem}/solutions/ref.py"));
        let reference = std::fs::read_to_string(path)
            .unwrap_or_else(|e| panic!("reference for {problem}: {e}"));
        self.send(explanation);
        // A generic explanation may name nothing of the question drawn: then it is asked about.
        self.expect_any(&["Noted", "does not mention anything from"]);
        self.send("```python");
        for line in reference.lines() {
            self.send(line);
        }
        self.send("```");
        let (which, verdict) = self.expect_any(&["Verdict:", "step failed"]);
        assert_eq!(which, 0, "the judge could not run {problem}: {verdict}\n{}", self.transcript());
        verdict
    }

    pub(crate) fn transcript(&self) -> String {
        self.seen.join("\n")
    }
}

/// `Question 1/2: Two Sum (two-sum)` → `two-sum`.
pub(crate) fn question_id(header: &str) -> String {
    header
        .rsplit_once('(')
        .and_then(|(_, r)| r.strip_suffix(')'))
        .expect("question id in header")
        .to_string()
}

#[test]
fn a_scripted_console_interview_runs_end_to_end_through_the_real_judge() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "e2e", &[("MASHANG_ROUNDS", "2")]);
    bot.expect("Commands:");
    bot.send("/interview algorithm junior python");
    bot.expect("Interview started");
    for round in 1..=2 {
        let header = bot.expect(&format!("Question {round}/2"));
        let id = question_id(&header);
        // A generic explanation may name nothing of the question drawn: then it is asked about.
        let verdict = bot.submit_reference(
            &id,
            "My approach: a single pass with a hash map, O(n) time and space; an empty input is an edge case.",
        );
        assert!(
            verdict.contains("accepted"),
            "reference solution of {id} not accepted: {}",
            bot.transcript()
        );
        // An accepted answer gets the problem's follow-up, or — when the complexity probe measured
        // it slower than expected on a busy machine — a request to do better, which we decline.
        let (which, _) =
            bot.expect_any(&["Follow-up:", "Can you do better?", "Well done", "Report —"]);
        match which {
            0 => bot.send("For a stream I would keep the hash map and evict old entries, still O(1) per element."),
            1 => bot.send("/skip"),
            _ => {}
        }
    }
    bot.expect("Report —");
    bot.expect("Weak topics");
    bot.send("/history");
    bot.expect("finished");
    drop(bot.stdin);
    let status = bot.child.wait().unwrap();
    assert!(status.success(), "exits cleanly at end of input");
    let t = bot.seen.join("\n");
    assert!(t.contains("correctness") && t.contains("tests"), "{t}");
}

/// The terminal has the study plans too: a user follows one, and a question they pass in an
/// interview counts toward it (a `/plan` line never reaches the interview).
#[test]
fn a_terminal_user_follows_a_study_plan_and_an_interview_they_pass_counts_toward_it() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "planner", &[("MASHANG_ROUNDS", "1")]);
    bot.expect("Commands:");
    bot.send("/plan list");
    bot.expect("essentials — Interview essentials (75) · 75 problems · 5/week");
    bot.send("/plan start essentials");
    bot.expect("0/75 done");
    bot.send("/interview problem=two-sum");
    bot.expect("Question 1/1");
    let verdict = bot.submit_reference("two-sum", "One pass with a hash map from value to index.");
    assert!(verdict.contains("accepted"), "{}", bot.transcript());
    bot.send("/plan progress");
    bot.expect("1/75 solved (following since");
}

/// A linked-list question shows its starter (with the ListNode definition) in Python, `/lang java`
/// re-shows it in Java, and a first submission written on the starter's signature is judged on its
/// logic: accepted, never "function is not defined".
#[test]
fn the_console_shows_the_starter_and_a_submission_on_its_signature_is_judged_on_logic() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "starter", &[("MASHANG_ROUNDS", "1")]);
    bot.expect("Commands:");
    bot.send("/interview python problem=reverse-linked-list");
    bot.expect("Question 1/1");
    bot.expect("Starter code:");
    bot.expect("```python");
    bot.expect("# class ListNode:");
    bot.expect("class Solution:");
    let signature =
        bot.expect("def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:");
    assert_eq!(
        signature.trim(),
        "def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:"
    );
    bot.send("/lang java");
    bot.expect("Programming language set to java");
    bot.expect("```java");
    bot.expect("public ListNode reverseList(ListNode head) {");
    bot.send("/lang python");
    bot.expect("Programming language set to python");
    bot.expect("def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:");
    // The starter's lines with the placeholder body replaced by a correct one.
    let solution = [
        "class Solution:",
        "    def reverse_list(self, head: Optional[ListNode]) -> Optional[ListNode]:",
        "        prev = None",
        "        while head:",
        "            head.next, prev, head = prev, head, head.next",
        "        return prev",
    ];
    bot.send("```python");
    for line in solution {
        bot.send(line);
    }
    bot.send("```");
    let (which, verdict) = bot.expect_any(&["Verdict:", "step failed"]);
    assert_eq!(which, 0, "the judge could not run: {verdict}\n{}", bot.transcript());
    let t = bot.transcript();
    assert!(!t.contains("is not defined"), "the starter's name is the judged one: {t}");
    assert!(verdict.contains("accepted"), "judged on its logic: {t}");
}

/// Two Sum that never stores a non-positive value: passes the samples, fails the `negatives`
/// hidden test (and generated ones with negatives).
const POSITIVE_ONLY: &[&str] = &[
    "def two_sum(nums, target):",
    "    seen = {}",
    "    for i, x in enumerate(nums):",
    "        if target - x in seen:",
    "            return [seen[target - x], i]",
    "        if x > 0:",
    "            seen[x] = i",
    "    return []",
];

fn send_code(bot: &mut Bot, lines: &[&str]) {
    bot.send("```python");
    for line in lines {
        bot.send(line);
    }
    bot.send("```");
}

/// The test-reveal rung through the real binary and sandbox: refused with its price before any
/// submission; after a failed one, `/hint test` shows the smallest failing hidden test shrunk by
/// delta debugging, with that submission's own output; a resubmission that hard-codes the revealed
/// case is still judged on every test; the report charges the reveal.
#[test]
fn hint_test_reveals_the_shrunk_failing_hidden_test_and_the_report_charges_it() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "reveal", &[("MASHANG_ROUNDS", "1")]);
    bot.expect("Commands:");
    bot.send("/interview python problem=two-sum");
    bot.expect("Question 1/1");
    bot.send("/hint test");
    let refused = bot.expect("/hint test shows one hidden test");
    assert!(refused.contains("costs 1 points") && refused.contains("submit a solution first"));
    send_code(&mut bot, POSITIVE_ONLY);
    let (which, verdict) = bot.expect_any(&["Verdict:", "step failed"]);
    assert_eq!(which, 0, "the judge could not run: {verdict}\n{}", bot.transcript());
    assert!(verdict.contains("wrong answer"), "{}", bot.transcript());
    bot.expect("negatives (wrong answer)");
    bot.send("/hint test");
    bot.expect("Re-running your last submission");
    let (which, header) = bot.expect_any(&["Failing test negatives", "nothing charged"]);
    assert_eq!(which, 0, "{header}\n{}", bot.transcript());
    assert!(header.contains("−1 points"), "{header}");
    // [[-3, 4, 3, 90], 0] shrunk while it still fails and still has exactly one answer.
    assert_eq!(bot.expect("input:").trim(), "input: [[-3,3],0]", "{}", bot.transcript());
    assert_eq!(bot.expect("expected:").trim(), "expected: [0,1]");
    assert_eq!(bot.expect("your output:").trim(), "your output: []");
    // Hard-coding the revealed case does not help: every test is still judged.
    let mut hard_coded = vec![POSITIVE_ONLY[0], "    if nums == [-3, 3] and target == 0:"];
    hard_coded.push("        return [0, 1]");
    hard_coded.extend(&POSITIVE_ONLY[1..]);
    send_code(&mut bot, &hard_coded);
    let verdict = bot.expect("Verdict:");
    assert!(verdict.contains("wrong answer"), "{}", bot.transcript());
    bot.expect("negatives (wrong answer)");
    bot.send("/end");
    bot.expect("Report —");
    bot.expect("1 failing test(s) revealed with /hint test");
    bot.expect("hints used: 0, failing tests revealed: 1 (−1)");
    drop(bot.stdin);
    assert!(bot.child.wait().unwrap().success());
}

#[test]
fn kill_dash_nine_mid_interview_then_restart_resumes_with_nothing_lost() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "crash", &[]);
    bot.send("/interview algorithm junior python");
    let header = bot.expect("Question 1/5");
    bot.send("I will precompute prefix sums so each query is O(1); watch out for overflow.");
    bot.expect_any(&["Noted", "does not mention anything from"]);
    bot.send("/hint");
    bot.expect("Hint 1/");
    bot.child.kill().expect("SIGKILL"); // std's kill is SIGKILL on Unix
    bot.child.wait().unwrap();

    let mut bot = Bot::start(data.path(), "crash", &[]);
    bot.expect("resuming your interview at question 1/5");
    let again = bot.expect("Question 1/5");
    assert_eq!(again, header, "the same question is back");
    bot.send("/end");
    bot.expect("Report —");
    bot.expect("Weak topics");
    let t = bot.transcript();
    assert!(t.contains("prefix sums"), "the explanation survived the crash: {t}");
    assert!(t.contains("hints used: 1"), "the hint survived the crash: {t}");
    drop(bot.stdin);
    assert!(bot.child.wait().unwrap().success());
}

#[test]
fn a_topic_without_a_role_draws_a_question_on_it_from_the_role_that_has_it() {
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), "topic", &[]);
    bot.expect("Commands:");
    // A role asked for whose questions lack the topic is refused, not swapped for the session's
    // (algorithm, which has it). The topic is read from the bank, so new problems don't break it.
    let topic = algorithm_topic_no_frontend_problem_has();
    bot.send(&format!("/interview frontend #{topic}"));
    let (which, _) = bot.expect_any(&[&format!("no problem on #{topic}"), "Question 1/"]);
    assert_eq!(which, 0, "{}", bot.transcript());
    // "queue" is a topic of backend questions only; a new session's role is algorithm.
    bot.send("/interview #queue");
    let (which, header) = bot.expect_any(&["Question 1/", "no problem on #queue"]);
    assert_eq!(which, 0, "{}", bot.transcript());
    let id = question_id(&header);
    let spec = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("presets/problems/{id}/problem.toml")),
    )
    .unwrap();
    let spec: toml::Table = toml::from_str(&spec).unwrap();
    let topics = spec["topics"].as_array().unwrap();
    assert!(topics.iter().any(|t| t.as_str() == Some("queue")), "{id}: {topics:?}");
}

/// A topic of algorithm problems that no frontend problem has (from the bank on disk).
fn algorithm_topic_no_frontend_problem_has() -> String {
    use mashang_judge::problem::Role;
    let bank = crate::drills_fixture::full_bank();
    let of = |role: Role| -> std::collections::BTreeSet<String> {
        bank.iter()
            .filter(|p| p.roles().contains(&role))
            .flat_map(|p| p.spec.topics.iter().cloned())
            .collect()
    };
    let frontend = of(Role::Frontend);
    of(Role::Algorithm)
        .into_iter()
        .find(|t| !frontend.contains(t))
        .expect("some algorithm topic no frontend problem has")
}
