//! The copy-detection corpus (`corpus/<problem>/<solution>.<variant>.<ext>`): for each bank
//! problem, independent accepted solutions written differently (`py1`, `py2`, `cpp1`, …, variant
//! `orig`) and, for each, disguised copies: `ren` (renamed, comments added or removed), `fmt`
//! (reformatted, dead statements inserted), `ord` (independent statements, branches or
//! functions reordered), `mix` (all of them at once). Every pair in one problem is compared after
//! removing the problem's starter, as `/drill submit` does: a pair of the same solution must be
//! flagged, a pair of different solutions must not.

use std::path::Path;

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

fn corpus() -> Vec<Entry> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/drills/fingerprint/corpus");
    let mut out = Vec::new();
    let mut dirs: Vec<_> = std::fs::read_dir(&root).unwrap().flatten().map(|e| e.path()).collect();
    dirs.sort();
    for dir in dirs {
        let problem = dir.file_name().unwrap().to_string_lossy().to_string();
        let bank = mashang_judge::problem::testing::problem(&problem);
        let mut files: Vec<_> =
            std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()).collect();
        files.sort();
        for f in files {
            let name = f.file_name().unwrap().to_string_lossy().to_string();
            let parts: Vec<&str> = name.split('.').collect();
            let [solution, variant, ext] = parts[..] else { panic!("corpus file name: {name}") };
            let lang = match ext {
                "py" => Lang::Python,
                "cpp" => Lang::Cpp,
                "js" => Lang::JavaScript,
                _ => panic!("corpus language: {name}"),
            };
            let code = std::fs::read_to_string(&f).unwrap();
            let starter = bank.starter(lang).unwrap_or_default();
            out.push(Entry {
                problem: problem.clone(),
                solution: solution.into(),
                variant: variant.into(),
                lang,
                tokens: tokens::normalise(&code, lang),
                starter: tokens::normalise(&starter, lang),
            });
        }
    }
    out
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
        Fingerprint::with(&e.tokens, e.lang, k, w).without(&Fingerprint::with(&e.starter, e.lang, k, w))
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
                a.problem, a.solution, a.variant, b.solution, b.variant, prints[i].shared(&prints[j])
            );
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
    for m in &s.missed {
        println!("  missed copy: {m}");
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
                e.variant.starts_with(variant) && e.problem == orig.problem && e.solution == orig.solution
            }) {
                let fp = |e: &Entry| Fingerprint::with(&e.tokens, e.lang, K, W)
                    .without(&Fingerprint::with(&e.starter, e.lang, K, W));
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
    assert_eq!(score(&entries, K, W).false_flags, 0);
}
