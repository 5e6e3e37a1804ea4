//! Whether a model line speaks as the interviewer: not as the candidate (their own sentence handed
//! back, or asking them for help), not as a tutor offering to do the work, and not describing the
//! submitted code as something it is not ("this recursive approach" for a loop). Small models on
//! a chat template drift into all three; each check is a cheap text rule, part of the quality gate.

use super::quality::overlap;

/// The candidate's voice, or a tutor's: the model asks for help or offers to do the work.
const WRONG_VOICE: &[&str] = &[
    "can you help me",
    "could you help me",
    "help me determine",
    "help me understand",
    "help me figure",
    "help me with",
    "i will help you",
    "i'll help you",
    "let me help you",
    "i can help you",
    "i will finish",
    "i'll finish",
    "i will write",
    "i'll write the",
    "我将帮助你",
    "我会帮助你",
    "我将帮你",
    "我会帮你",
    "我来帮你",
    "我可以帮助你",
    "你能帮我",
    "你可以帮我",
    "帮我确定",
    "帮我理解",
    "我来写",
    "我将完成",
];

/// Phrases that describe the candidate's code as recursive.
const CLAIMS_RECURSION: &[&str] = &[
    "your recursive",
    "this recursive",
    "the recursive approach",
    "the recursive solution",
    "your recursion",
    "the recursion in your",
    "recursive call in your",
    "你的递归",
    "这个递归",
    "递归解法",
    "递归实现",
];

/// Whether `lower` (the line, lowercased) speaks as the candidate or as a tutor.
pub(crate) fn wrong_voice(lower: &str) -> bool {
    WRONG_VOICE.iter().any(|p| lower.contains(p))
}

/// Whether the line mostly hands the candidate's own message back.
pub(crate) fn echoes_candidate(text: &str, candidate: Option<&str>) -> bool {
    candidate.is_some_and(|c| overlap(text, &[c]) >= 0.5)
}

/// Whether the line states a property of `code` that the code contradicts. Only recursion is
/// checked: a claim of it is refused when no function the code defines calls itself.
pub(crate) fn contradicts_code(lower: &str, code: Option<&str>) -> bool {
    let Some(code) = code else { return false };
    CLAIMS_RECURSION.iter().any(|p| lower.contains(p)) && !calls_itself(code)
}

/// Whether some function the code defines is called again in it. Definitions are found by their
/// keyword (`def`, `function`, `fn`, `func`) or, in C-like languages, as `type name(` opening a
/// line; a name used as `name(` more often than it is defined counts as a call. Leaning towards
/// "yes" only makes the gate more lenient.
fn calls_itself(code: &str) -> bool {
    let defined = defined_names(code);
    defined.iter().any(|name| {
        let uses = call_sites(code, name);
        let definitions = defined.iter().filter(|d| *d == name).count();
        uses > definitions
    })
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Names this code defines as functions or methods.
fn defined_names(code: &str) -> Vec<String> {
    let mut names = Vec::new();
    for line in code.lines() {
        let words: Vec<&str> =
            line.split(|c: char| !is_ident(c)).filter(|w| !w.is_empty()).collect();
        for (i, w) in words.iter().enumerate() {
            if matches!(*w, "def" | "function" | "fn" | "func")
                && let Some(name) = words.get(i + 1)
            {
                names.push((*name).to_string());
            }
        }
        // C, C++, Java, Go methods: `int solve(`, `public static long count(` opening a line.
        let t = line.trim_start();
        if let Some(open) = t.find('(') {
            let head: Vec<&str> = t[..open].split_whitespace().collect();
            let control = ["if", "while", "for", "switch", "return", "catch", "else"];
            if head.len() >= 2
                && let Some(name) = head.last()
                && name.chars().all(is_ident)
                && !control.contains(&head[0])
                && !control.contains(name)
            {
                names.push((*name).to_string());
            }
        }
    }
    names
}

/// Occurrences of `name(` as a whole identifier.
fn call_sites(code: &str, name: &str) -> usize {
    code.match_indices(name)
        .filter(|(at, _)| {
            let before = code[..*at].chars().next_back();
            let after = code[at + name.len()..].trim_start().chars().next();
            !before.is_some_and(is_ident) && after == Some('(')
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOOP_PY: &str = "def solve(nums):\n    best = 0\n    for x in nums:\n        best = max(best, x)\n    return best\n";
    const RECURSIVE_PY: &str = "def depth(node):\n    if not node:\n        return 0\n    return 1 + max(depth(node.left), depth(node.right))\n";
    const RECURSIVE_CPP: &str =
        "int fib(int n) {\n    if (n < 2) return n;\n    return fib(n - 1) + fib(n - 2);\n}\n";
    const LOOP_JAVA: &str = "class Solution {\n    public int sum(int[] a) {\n        int s = 0;\n        for (int x : a) s += x;\n        return s;\n    }\n}\n";

    #[test]
    fn a_recursion_claim_about_a_loop_is_refused_and_about_recursion_is_not() {
        let claim = "why did you choose this recursive approach over a loop?";
        assert!(contradicts_code(claim, Some(LOOP_PY)));
        assert!(contradicts_code(claim, Some(LOOP_JAVA)));
        assert!(!contradicts_code(claim, Some(RECURSIVE_PY)));
        assert!(!contradicts_code(claim, Some(RECURSIVE_CPP)));
        assert!(contradicts_code("你的递归在最坏情况下有多深？", Some(LOOP_PY)));
        assert!(!contradicts_code(claim, None), "no code, nothing to contradict");
        assert!(!contradicts_code("could you write it recursively?", Some(LOOP_PY)));
    }

    #[test]
    fn the_candidate_s_or_a_tutor_s_voice_is_refused_in_both_languages() {
        for line in [
            "Can you help me determine the time complexity of this function?",
            "I will help you finish the implementation once you share it.",
            "请提供代码，我将帮助你完成。",
            "你能帮我确认一下边界条件吗？",
        ] {
            assert!(wrong_voice(&line.to_lowercase()), "{line}");
        }
        for line in
            ["What happens to your loop when the array is empty?", "空数组时你的循环会怎样？"]
        {
            assert!(!wrong_voice(&line.to_lowercase()), "{line}");
        }
    }

    #[test]
    fn the_candidate_s_own_sentence_handed_back_is_an_echo() {
        let said = "I would keep a hash map from value to index and scan the array once.";
        let back = "You would keep a hash map from value to index and scan the array once.";
        assert!(echoes_candidate(back, Some(said)));
        assert!(!echoes_candidate("What does the map hold after [3, 3]?", Some(said)));
        assert!(!echoes_candidate(back, None));
    }
}
