//! The copy-detection corpus (`corpus/<problem>/<solution>.<variant>.<ext>`): for each bank
//! problem, independent accepted solutions written differently (`py1`, `py2`, `cpp1`, …, variant
//! `orig`) and, for each, disguised copies: `ren` (renamed, comments added or removed), `fmt`
//! (reformatted, dead statements inserted), `ord` (independent statements, branches or
//! functions reordered), `mix` (all of them at once). Every pair in one problem is compared after
//! removing the problem's starter, as `/drill submit` does: a pair of the same solution must be
//! flagged, a pair of different solutions must not.

use super::{Fingerprint, K, MIN_SHARED, THRESHOLD, W, tokens};
use mashang_judge::problem::Lang;

struct Entry {
    problem: String,
    solution: String,
    variant: String,
    lang: Lang,
    tokens: Vec<String>,
    starter: Vec<String>,
}

/// Every corpus file, read at compile time (the core reads no files at run time).
macro_rules! files {
    ($($name:literal,)*) => { [$(($name, include_str!(concat!("corpus/", $name)))),*] };
}

const FILES: &[(&str, &str)] = &files![
    "binary-search/cpp1.fmt.cpp",
    "binary-search/cpp1.mix.cpp",
    "binary-search/cpp1.ord.cpp",
    "binary-search/cpp1.orig.cpp",
    "binary-search/cpp1.ren.cpp",
    "binary-search/cpp2.fmt.cpp",
    "binary-search/cpp2.mix.cpp",
    "binary-search/cpp2.orig.cpp",
    "binary-search/cpp2.ren.cpp",
    "binary-search/py1.fmt.py",
    "binary-search/py1.mix.py",
    "binary-search/py1.ord.py",
    "binary-search/py1.orig.py",
    "binary-search/py1.ren.py",
    "binary-search/py2.fmt.py",
    "binary-search/py2.mix.py",
    "binary-search/py2.orig.py",
    "binary-search/py2.ren.py",
    "binary-search/py3.fmt.py",
    "binary-search/py3.mix.py",
    "binary-search/py3.ord.py",
    "binary-search/py3.orig.py",
    "binary-search/py3.ren.py",
    "fizzbuzz-stdio/cpp1.fmt.cpp",
    "fizzbuzz-stdio/cpp1.mix.cpp",
    "fizzbuzz-stdio/cpp1.ord.cpp",
    "fizzbuzz-stdio/cpp1.orig.cpp",
    "fizzbuzz-stdio/cpp1.ren.cpp",
    "fizzbuzz-stdio/cpp2.fmt.cpp",
    "fizzbuzz-stdio/cpp2.mix.cpp",
    "fizzbuzz-stdio/cpp2.ord.cpp",
    "fizzbuzz-stdio/cpp2.orig.cpp",
    "fizzbuzz-stdio/cpp2.ren.cpp",
    "fizzbuzz-stdio/py1.fmt.py",
    "fizzbuzz-stdio/py1.mix.py",
    "fizzbuzz-stdio/py1.ord.py",
    "fizzbuzz-stdio/py1.orig.py",
    "fizzbuzz-stdio/py1.ren.py",
    "fizzbuzz-stdio/py2.fmt.py",
    "fizzbuzz-stdio/py2.mix.py",
    "fizzbuzz-stdio/py2.ord.py",
    "fizzbuzz-stdio/py2.orig.py",
    "fizzbuzz-stdio/py2.ren.py",
    "fizzbuzz-stdio/py3.fmt.py",
    "fizzbuzz-stdio/py3.mix.py",
    "fizzbuzz-stdio/py3.ord.py",
    "fizzbuzz-stdio/py3.orig.py",
    "fizzbuzz-stdio/py3.ren.py",
    "two-sum/cpp1.fmt.cpp",
    "two-sum/cpp1.mix.cpp",
    "two-sum/cpp1.ord.cpp",
    "two-sum/cpp1.orig.cpp",
    "two-sum/cpp1.ren.cpp",
    "two-sum/cpp2.fmt.cpp",
    "two-sum/cpp2.mix.cpp",
    "two-sum/cpp2.ord.cpp",
    "two-sum/cpp2.orig.cpp",
    "two-sum/cpp2.ren.cpp",
    "two-sum/js1.fmt.js",
    "two-sum/js1.mix.js",
    "two-sum/js1.ord.js",
    "two-sum/js1.orig.js",
    "two-sum/js1.ren.js",
    "two-sum/js2.fmt.js",
    "two-sum/js2.mix.js",
    "two-sum/js2.ord.js",
    "two-sum/js2.orig.js",
    "two-sum/js2.ren.js",
    "two-sum/py1.fmt.py",
    "two-sum/py1.mix.py",
    "two-sum/py1.orig.py",
    "two-sum/py1.ren.py",
    "two-sum/py1.ren2.py",
    "two-sum/py2.fmt.py",
    "two-sum/py2.mix.py",
    "two-sum/py2.ord.py",
    "two-sum/py2.orig.py",
    "two-sum/py2.ren.py",
    "two-sum/py3.fmt.py",
    "two-sum/py3.mix.py",
    "two-sum/py3.ord.py",
    "two-sum/py3.orig.py",
    "two-sum/py3.ren.py",
    "valid-parentheses/cpp1.fmt.cpp",
    "valid-parentheses/cpp1.mix.cpp",
    "valid-parentheses/cpp1.ord.cpp",
    "valid-parentheses/cpp1.orig.cpp",
    "valid-parentheses/cpp1.ren.cpp",
    "valid-parentheses/cpp2.fmt.cpp",
    "valid-parentheses/cpp2.mix.cpp",
    "valid-parentheses/cpp2.ord.cpp",
    "valid-parentheses/cpp2.orig.cpp",
    "valid-parentheses/cpp2.ren.cpp",
    "valid-parentheses/js1.fmt.js",
    "valid-parentheses/js1.mix.js",
    "valid-parentheses/js1.ord.js",
    "valid-parentheses/js1.orig.js",
    "valid-parentheses/js1.ren.js",
    "valid-parentheses/js2.fmt.js",
    "valid-parentheses/js2.mix.js",
    "valid-parentheses/js2.ord.js",
    "valid-parentheses/js2.orig.js",
    "valid-parentheses/js2.ren.js",
    "valid-parentheses/py1.fmt.py",
    "valid-parentheses/py1.mix.py",
    "valid-parentheses/py1.ord.py",
    "valid-parentheses/py1.orig.py",
    "valid-parentheses/py1.ren.py",
    "valid-parentheses/py2.fmt.py",
    "valid-parentheses/py2.mix.py",
    "valid-parentheses/py2.ord.py",
    "valid-parentheses/py2.orig.py",
    "valid-parentheses/py2.ren.py",
    "valid-parentheses/py3.fmt.py",
    "valid-parentheses/py3.mix.py",
    "valid-parentheses/py3.ord.py",
    "valid-parentheses/py3.orig.py",
    "valid-parentheses/py3.ren.py",
];

fn corpus() -> Vec<Entry> {
    let mut problems = std::collections::BTreeMap::new();
    FILES
        .iter()
        .map(|(path, code)| {
            let (problem, name) = path.split_once('/').expect("problem/file");
            let parts: Vec<&str> = name.split('.').collect();
            let [solution, variant, ext] = parts[..] else { panic!("corpus file name: {name}") };
            let lang = match ext {
                "py" => Lang::Python,
                "cpp" => Lang::Cpp,
                "js" => Lang::JavaScript,
                _ => panic!("corpus language: {name}"),
            };
            let bank = problems
                .entry(problem)
                .or_insert_with(|| mashang_judge::problem::testing::problem(problem));
            let starter = bank.starter(lang).unwrap_or_default();
            Entry {
                problem: problem.into(),
                solution: solution.into(),
                variant: variant.into(),
                lang,
                tokens: tokens::normalise(code, lang),
                starter: tokens::normalise(&starter, lang),
            }
        })
        .collect()
}

/// What one setting of k and w does over every pair of the corpus.
#[derive(Debug, Default)]
struct Score {
    copies: usize,
    caught: usize,
    independent: usize,
    false_flags: usize,
    /// The lowest similarity of a copy pair and the highest of an independent pair.
    lowest_copy: f64,
    highest_independent: f64,
    missed: Vec<String>,
    flagged: Vec<String>,
    /// Every pair: similarity, whether it is a copy, and its description.
    pairs: Vec<(f64, bool, String)>,
}

impl Score {
    fn precision(&self) -> f64 {
        let flagged = self.caught + self.false_flags;
        if flagged == 0 { 1.0 } else { self.caught as f64 / flagged as f64 }
    }

    fn recall(&self) -> f64 {
        self.caught as f64 / self.copies.max(1) as f64
    }
}

fn score(entries: &[Entry], k: usize, w: usize) -> Score {
    let fp = |e: &Entry| {
        Fingerprint::with(&e.tokens, e.lang, k, w)
            .without(&Fingerprint::with(&e.starter, e.lang, k, w))
    };
    let prints: Vec<Fingerprint> = entries.iter().map(fp).collect();
    let mut s = Score { lowest_copy: 1.0, ..Score::default() };
    for i in 0..entries.len() {
        for j in i + 1..entries.len() {
            let (a, b) = (&entries[i], &entries[j]);
            if a.problem != b.problem {
                continue;
            }
            let sim = prints[i].similarity(&prints[j]);
            let flag = prints[i].looks_copied(&prints[j]);
            let pair = format!(
                "{}: {}.{} ~ {}.{} = {sim:.2} ({} shared)",
                a.problem,
                a.solution,
                a.variant,
                b.solution,
                b.variant,
                prints[i].shared(&prints[j])
            );
            s.pairs.push((sim, a.solution == b.solution, pair.clone()));
            if a.solution == b.solution {
                s.copies += 1;
                s.lowest_copy = s.lowest_copy.min(sim);
                if flag { s.caught += 1 } else { s.missed.push(pair) }
            } else {
                s.independent += 1;
                s.highest_independent = s.highest_independent.max(sim);
                if flag {
                    s.false_flags += 1;
                    s.flagged.push(pair);
                }
            }
        }
    }
    s
}

#[test]
fn disguised_copies_are_flagged_and_independent_solutions_are_not() {
    let entries = corpus();
    let s = score(&entries, K, W);
    println!(
        "copy corpus (k={K}, w={W}, threshold {THRESHOLD}, min shared {MIN_SHARED}): {} files, \
         {} copy pairs, {} independent pairs; precision {:.3}, recall {:.3}; \
         lowest copy similarity {:.2}, highest independent {:.2}",
        entries.len(),
        s.copies,
        s.independent,
        s.precision(),
        s.recall(),
        s.lowest_copy,
        s.highest_independent
    );
    let mut pairs = s.pairs.clone();
    pairs.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (_, _, p) in pairs.iter().filter(|p| p.1).take(3) {
        println!("  least similar copy: {p}");
    }
    for (_, _, p) in pairs.iter().rev().filter(|p| !p.1).take(3) {
        println!("  most similar independent pair: {p}");
    }
    assert!(s.copies >= 100 && s.independent >= 100, "the corpus is big enough: {s:?}");
    assert_eq!(s.false_flags, 0, "independent solutions flagged: {:#?}", s.flagged);
    assert!(s.recall() >= 0.9, "recall {:.3}: missed {:#?}", s.recall(), s.missed);
}

/// Recall of each disguise on its own: the original against each kind of copy.
#[test]
fn every_kind_of_disguise_is_caught_on_its_own() {
    let entries = corpus();
    for variant in ["ren", "fmt", "ord", "mix"] {
        let (mut pairs, mut caught) = (0, 0);
        for orig in entries.iter().filter(|e| e.variant == "orig") {
            for copy in entries.iter().filter(|e| {
                e.variant.starts_with(variant)
                    && e.problem == orig.problem
                    && e.solution == orig.solution
            }) {
                let fp = |e: &Entry| {
                    Fingerprint::with(&e.tokens, e.lang, K, W)
                        .without(&Fingerprint::with(&e.starter, e.lang, K, W))
                };
                pairs += 1;
                caught += usize::from(fp(orig).looks_copied(&fp(copy)));
            }
        }
        println!("disguise {variant}: {caught}/{pairs} caught");
        assert!(pairs > 0 && caught as f64 >= 0.9 * pairs as f64, "{variant}: {caught}/{pairs}");
    }
}

/// The settings measured around the chosen ones (printed with `--nocapture`); the chosen ones
/// must flag no independent pair.
#[test]
fn settings_around_the_chosen_k_and_w() {
    let entries = corpus();
    for k in [3, 4, 5, 6, 7, 8] {
        for w in [1, 2, 3, 4, 5, 6] {
            let s = score(&entries, k, w);
            println!(
                "k={k} w={w}: precision {:.3} recall {:.3} lowest copy {:.2} highest independent {:.2}",
                s.precision(),
                s.recall(),
                s.lowest_copy,
                s.highest_independent
            );
        }
    }
    let s = score(&entries, K, W);
    assert_eq!(s.false_flags, 0);
    // The chosen threshold sits in the gap between the two kinds of pair, with room either side.
    assert!(s.highest_independent < THRESHOLD - 0.03 && s.lowest_copy >= THRESHOLD, "{s:?}");
}
