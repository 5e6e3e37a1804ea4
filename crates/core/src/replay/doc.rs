//! A replay as a small document of blocks, written once by [`super::build`] and rendered to
//! Markdown ([`super::markdown`]) and to one self-contained HTML page ([`super::html`]).

/// One block of the document, in reading order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Block {
    /// A heading of `level` (1–3) that opens a section; `anchor` names the section in the page.
    Heading {
        level: u8,
        text: String,
        anchor: Option<String>,
    },
    Para(String),
    /// What the candidate wrote (an explanation, a follow-up answer).
    Quote(String),
    List(Vec<String>),
    Code {
        language: String,
        code: String,
    },
    /// A unified diff between two code snapshots.
    Diff(String),
    /// A header row, then rows of cells.
    Table {
        header: Vec<String>,
        rows: Vec<Vec<String>>,
    },
    /// Plain monospace text (the report, whose columns are aligned).
    Pre(String),
    /// A chart as SVG markup, with its alternative text.
    Svg {
        svg: String,
        alt: String,
    },
}

/// The whole replay.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Doc {
    pub(crate) title: String,
    pub(crate) lang: &'static str,
    pub(crate) blocks: Vec<Block>,
}
