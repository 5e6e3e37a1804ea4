//! What an explanation must talk about to be about *this* problem: the problem's vocabulary, built
//! from the bank (its topics, the data structures its title/statement/hints name, its rubric
//! keywords) with the topic glossary in presets/topics.toml for the words (zh and en) that name a
//! topic. Matching is case-insensitive substring search, so it is deterministic and the report can
//! cite the words matched and the terms missing.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

/// One thing an explanation of the problem may name, with the words that name it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Term {
    /// A topic id (`hash-map`) or a rubric point's first keyword.
    pub label: String,
    /// Lower-case words (en and zh) any of which names it.
    pub words: Vec<String>,
    /// Found in the problem's texts rather than declared by it (a glossary topic its statement
    /// or hints name): naming it counts, but it is never reported as missing — "not mentioned:
    /// matrix" for a debounce answer because its statement says "执行" would be noise.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub inferred: bool,
}

#[derive(Debug, Deserialize)]
struct Entry {
    #[serde(default)]
    en: Vec<String>,
    #[serde(default)]
    zh: Vec<String>,
}

/// The topic glossary: topic id → the words that name it.
static GLOSSARY: LazyLock<BTreeMap<String, Vec<String>>> = LazyLock::new(|| {
    let raw: BTreeMap<String, Entry> =
        toml::from_str(include_str!("../../../../presets/topics.toml"))
            .expect("topics.toml parses");
    raw.into_iter()
        .map(|(id, e)| {
            let words = e.en.into_iter().chain(e.zh).map(|w| w.to_lowercase()).collect();
            (id, words)
        })
        .collect()
});

fn topic_term(id: &str) -> Term {
    let mut words = GLOSSARY.get(id).cloned().unwrap_or_default();
    let spaced = id.replace('-', " ").to_lowercase();
    if !words.contains(&spaced) {
        words.push(spaced);
    }
    Term { label: id.to_string(), words, inferred: false }
}

/// Whether a glossary word names its topic on its own, so that finding it in a problem's text
/// adds the topic: one CJK character (`行` in `执行`, `列` in `队列`) or a short ASCII word
/// (`row`, `map`) names too much else.
fn distinctive(word: &str) -> bool {
    if word.is_ascii() { word.len() >= 4 } else { word.chars().count() >= 2 }
}

/// The vocabulary of a problem: its `topics`, every glossary topic named in `texts` (title,
/// statement and hints in both languages), and each rubric point's keywords.
pub(crate) fn vocabulary(topics: &[String], texts: &[&str], rubric: &[Vec<String>]) -> Vec<Term> {
    let mut out: Vec<Term> = topics.iter().map(|t| topic_term(t)).collect();
    let lower: Vec<String> = texts.iter().map(|t| t.to_lowercase()).collect();
    for (id, words) in GLOSSARY.iter() {
        let named = words
            .iter()
            .filter(|w| distinctive(w))
            .any(|w| lower.iter().any(|t| contains_word(t, w)));
        if named && !out.iter().any(|t| &t.label == id) {
            out.push(Term { inferred: true, ..topic_term(id) });
        }
    }
    for keywords in rubric.iter().filter(|k| !k.is_empty()) {
        let words: Vec<String> = keywords.iter().map(|k| k.to_lowercase()).collect();
        out.push(Term { label: words[0].clone(), words, inferred: false });
    }
    out
}

/// Whether `text` (lower-case) contains `word`; an ASCII word of three letters or fewer must stand
/// alone (`dp`, `map`, `row` must not match inside `adapt`, `bitmap`, `arrow`).
fn contains_word(text: &str, word: &str) -> bool {
    if word.is_empty() {
        return false;
    }
    let short = word.len() <= 3 && word.chars().all(|c| c.is_ascii_alphanumeric());
    if !short {
        return text.contains(word);
    }
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_alphanumeric())
            && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

/// What an explanation said of the problem's vocabulary.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Topicality {
    /// The words found, one per term matched, in vocabulary order.
    pub matched: Vec<String>,
    /// Labels of the declared terms (topics, rubric points) not named.
    pub missing: Vec<String>,
}

impl Topicality {
    /// An explanation is about the problem when it names at least one of its terms.
    pub(crate) fn on_topic(&self) -> bool {
        !self.matched.is_empty()
    }
}

/// Which of `vocab`'s terms `text` names.
pub(crate) fn topicality(vocab: &[Term], text: &str) -> Topicality {
    let lower = text.to_lowercase();
    let mut out = Topicality::default();
    for term in vocab {
        match term.words.iter().find(|w| contains_word(&lower, w)) {
            Some(w) if !out.matched.contains(w) => out.matched.push(w.clone()),
            Some(_) => {}
            None if term.inferred => {}
            None => out.missing.push(term.label.clone()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_sum() -> Vec<Term> {
        let statement = "Given an integer array `nums` and an integer `target`, return the indices";
        let hint = "Keep a hash map from value to index and make a single pass.";
        vocabulary(&["array".into(), "hash-map".into()], &[statement, hint, "两数之和"], &[])
    }

    #[test]
    fn chinese_and_english_explanations_name_the_problems_topics() {
        let v = two_sum();
        let zh = topicality(&v, "用哈希表记录每个数的下标，时间复杂度 O(n)");
        // array (下标), hash-map (哈希表), and hashing, which the hint's "hash map" names.
        assert_eq!(zh.matched, ["下标", "哈希表", "哈希"].map(String::from));
        let en = topicality(&v, "I keep a dictionary of the values seen so far");
        assert!(en.on_topic(), "{en:?}");
    }

    #[test]
    fn an_explanation_for_another_problem_names_none_of_them() {
        let v = two_sum();
        let t =
            topicality(&v, "Reverse it in place: walk the linked list flipping each next pointer");
        assert!(!t.on_topic(), "{t:?}");
        assert!(t.missing.contains(&"hash-map".to_string()));
    }

    #[test]
    fn short_words_match_whole_words_only() {
        assert!(contains_word("a dp table", "dp"));
        assert!(!contains_word("adapt the bitmap", "dp"));
        assert!(!contains_word("a bitmap", "map"));
        assert!(contains_word("用栈", "栈"));
    }

    #[test]
    fn the_statement_adds_the_data_structures_it_names_and_rubric_keywords_count() {
        let v = vocabulary(
            &[],
            &["Design a stack that supports push and pop"],
            &[vec!["Redis".into(), "缓存".into()]],
        );
        let labels: Vec<&str> = v.iter().map(|t| t.label.as_str()).collect();
        assert!(labels.contains(&"stack") && labels.contains(&"redis"), "{labels:?}");
    }
}
