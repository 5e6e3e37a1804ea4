//! Copy detection by similarity (winnowing, Schleimer, Wilkerson & Aiken 2003, as MOSS does): a
//! solution's normalised token stream ([`tokens`]) is cut into k-grams, each k-gram hashed with a
//! fixed hash, and winnowing keeps the minimum hash of every window of `W` consecutive k-grams.
//! Two solutions are compared by the share of fingerprints they have in common. Renaming,
//! comments and reformatting leave the token stream unchanged; dead code and reordered statements
//! only change the k-grams that touch them, so most fingerprints survive.
//!
//! The fingerprints are stored (one set per member, group and problem), so the hash must never
//! change silently: [`SCHEME`] names this exact tokenisation, `K`, `W` and hash, and a test pins
//! known values. Changing any of them means bumping `SCHEME` (older sets are then ignored).

pub(crate) mod tokens;

#[cfg(test)]
mod corpus;

use mashang_judge::problem::Lang;

/// The version of tokenisation + k + w + hash that produced a stored set. Sets of another scheme
/// are never compared with this one's.
pub const SCHEME: i32 = 1;

/// k-gram length in normalised tokens. Accepted solutions of the day's problems are short
/// (30–200 tokens) and a statement is 3–10 tokens (`I = N`, `if I [ I ] == I : return I`): a
/// k-gram longer than a statement is broken by any reordered or inserted line, a shorter one is
/// shared by every solution using the same idiom. Measured over the corpus (`corpus.rs`, every
/// pair of one problem): k = 3 flags independent solutions (precision 0.91–0.98), k = 4 keeps
/// precision 1.0 with recall 1.0, k ≥ 5 loses recall (0.93–0.96 at 5, ≤ 0.91 from 6 on).
pub(crate) const K: usize = 4;

/// Winnowing window in k-grams. Any shared run of `W + K - 1` = 5 tokens (a short statement) is
/// guaranteed to yield a common fingerprint, and about 2/(W+1) of the k-grams are kept. Measured
/// at k = 4: w = 2 leaves the widest gap between copies (lowest 0.62) and independent solutions
/// (highest 0.50); w = 3 narrows it to 0.59/0.52 and w ≥ 4 starts missing copies. Short solutions
/// need the density; the cap below bounds long ones.
pub(crate) const W: usize = 2;

/// At most this many fingerprints are stored per submission: the numerically smallest ones (a
/// consistent sample: two copies keep the same hashes, so their overlap is still seen). A
/// 200-line solution has about 250; a submission's size is capped upstream anyway.
pub const MAX_HASHES: usize = 512;

/// Flagged when the share of common fingerprints (of the smaller set) is at least this: the
/// middle of the measured gap between disguised copies (lowest 0.62, all disguises combined) and
/// independent solutions of the same problem (highest 0.50). The JavaScript part of the corpus
/// was written after k was chosen on the Python and C++ part; at the first settings (w = 3,
/// threshold 0.6) it had one copy pair at 0.59, which moved w and the threshold, so it is not a
/// clean held-out set. The margin either side is about 0.06: expect some misses on new code.
pub(crate) const THRESHOLD: f64 = 0.56;

/// And at least this many fingerprints in common: below it two short solutions can meet the
/// ratio by sharing the problem's unavoidable idiom.
pub(crate) const MIN_SHARED: usize = 6;

/// A solution's winnowed fingerprints: sorted, distinct, at most [`MAX_HASHES`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Fingerprint(Vec<u64>);

/// A stored fingerprint set that cannot be read back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadFingerprint {
    #[error("a fingerprint set of {0} characters is not a whole number of 16-digit hashes")]
    Length(usize),
    #[error("`{0}` is not a hex hash")]
    Digits(String),
    #[error("a fingerprint set of {0} hashes is over the cap of {MAX_HASHES}")]
    TooMany(usize),
}

impl Fingerprint {
    /// The fingerprints of `code` in `lang`.
    pub fn of(code: &str, lang: Lang) -> Self {
        Self::with(&tokens::normalise(code, lang), lang, K, W)
    }

    /// Fingerprints of a token stream with explicit k and w (the corpus test compares settings).
    pub(crate) fn with(tokens: &[String], lang: Lang, k: usize, w: usize) -> Self {
        let grams = kgram_hashes(tokens, lang, k);
        Self::from_hashes(winnow(&grams, w))
    }

    fn from_hashes(mut hashes: Vec<u64>) -> Self {
        hashes.sort_unstable();
        hashes.dedup();
        hashes.truncate(MAX_HASHES);
        Fingerprint(hashes)
    }

    /// These fingerprints without those of `base` (the problem's starter code: what every
    /// submission shares by construction is no evidence of copying).
    pub fn without(&self, base: &Fingerprint) -> Self {
        Fingerprint(self.0.iter().copied().filter(|h| base.0.binary_search(h).is_err()).collect())
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// How many fingerprints the two sets share.
    pub fn shared(&self, other: &Fingerprint) -> usize {
        let (mut i, mut j, mut n) = (0, 0, 0);
        while i < self.0.len() && j < other.0.len() {
            match self.0[i].cmp(&other.0[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    n += 1;
                    i += 1;
                    j += 1;
                }
            }
        }
        n
    }

    /// Containment: the share of the smaller set found in the other (0 when either is empty).
    /// Not Jaccard: dead code added to a copy grows only the copy's set, and the copy still
    /// contains nearly all of the original.
    pub fn similarity(&self, other: &Fingerprint) -> f64 {
        let smaller = self.len().min(other.len());
        if smaller == 0 {
            return 0.0;
        }
        self.shared(other) as f64 / smaller as f64
    }

    /// Whether the two sets are similar enough to flag (ratio and absolute overlap).
    pub fn looks_copied(&self, other: &Fingerprint) -> bool {
        self.shared(other) >= MIN_SHARED && self.similarity(other) >= THRESHOLD
    }

    /// The stored form: each hash as 16 lowercase hex digits, in order, unseparated (text, so
    /// both stores and `mashang db migrate` carry it like any other column).
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|h| format!("{h:016x}")).collect()
    }

    /// Reads the stored form back (sorting it again, so a hand-edited row cannot break `shared`).
    pub fn from_hex(text: &str) -> Result<Self, BadFingerprint> {
        if !text.len().is_multiple_of(16) || !text.is_ascii() {
            return Err(BadFingerprint::Length(text.len()));
        }
        let n = text.len() / 16;
        if n > MAX_HASHES {
            return Err(BadFingerprint::TooMany(n));
        }
        let hashes = (0..n)
            .map(|i| {
                let digits = &text[i * 16..(i + 1) * 16];
                u64::from_str_radix(digits, 16)
                    .map_err(|_| BadFingerprint::Digits(digits.to_string()))
            })
            .collect::<Result<_, _>>()?;
        Ok(Self::from_hashes(hashes))
    }
}

/// FNV-1a, 64 bits: a fixed, documented function (std's hashers may change between releases).
fn fnv1a(state: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(state, |h, b| (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3))
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;

/// MurmurHash3's 64-bit finaliser: FNV's low bits mix poorly, and winnowing picks minima, so
/// every bit must depend on every input byte.
fn mix(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

/// The hash of every k-gram of `tokens`, seeded by the language (a Python and a C++ solution
/// never share a fingerprint). A stream shorter than `k` is one gram.
fn kgram_hashes(tokens: &[String], lang: Lang, k: usize) -> Vec<u64> {
    let seed = fnv1a(FNV_OFFSET, lang.id().as_bytes());
    let gram = |ts: &[String]| {
        mix(ts.iter().fold(fnv1a(seed, &[0xff]), |h, t| fnv1a(fnv1a(h, t.as_bytes()), &[0xff])))
    };
    if tokens.is_empty() {
        return Vec::new();
    }
    if tokens.len() < k {
        return vec![gram(tokens)];
    }
    tokens.windows(k).map(gram).collect()
}

/// Robust winnowing: the minimum of every window of `w` hashes (the rightmost on ties), each
/// selected position recorded once. Fewer hashes than `w` form one window.
fn winnow(hashes: &[u64], w: usize) -> Vec<u64> {
    let w = w.clamp(1, hashes.len().max(1));
    let mut picked = Vec::new();
    let mut last: Option<usize> = None;
    for start in 0..=hashes.len().saturating_sub(w) {
        let window = &hashes[start..(start + w).min(hashes.len())];
        let Some((offset, &h)) = window.iter().enumerate().rev().min_by_key(|(_, h)| **h) else {
            continue;
        };
        let at = start + offset;
        if last != Some(at) {
            picked.push(h);
            last = Some(at);
        }
    }
    picked
}

#[cfg(test)]
mod tests;
