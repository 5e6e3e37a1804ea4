//! PNG charts drawn with plotters into an RGB buffer and encoded with `png`: a report's
//! five-dimension radar, a member's progress over time and a group's weekly board. The font is an
//! OFL subset of Noto Sans SC embedded in the binary, so Chinese labels render with no system font.

mod cache;
mod progress;
mod radar;
mod weekly;

use std::sync::OnceLock;

use plotters::style::FontStyle;

pub use cache::ChartCache;
pub use progress::{ProgressPoint, progress};
pub use radar::{dimension_radar, radar, report_radar};
pub use weekly::weekly_board;

/// The family name the embedded font is registered under.
pub const FONT: &str = "mashang-cjk";
const FONT_BYTES: &[u8] = include_bytes!("../../../../../presets/fonts/NotoSansSC-subset.otf");

/// Why a chart could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum ChartError {
    #[error("the embedded font could not be loaded")]
    Font,
    #[error("drawing failed: {0}")]
    Draw(String),
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

/// Registers the embedded font once per process.
fn font() -> Result<(), ChartError> {
    static DONE: OnceLock<bool> = OnceLock::new();
    let ok = *DONE.get_or_init(|| {
        plotters::style::register_font(FONT, FontStyle::Normal, FONT_BYTES).is_ok()
            && plotters::style::register_font(FONT, FontStyle::Bold, FONT_BYTES).is_ok()
    });
    ok.then_some(()).ok_or(ChartError::Font)
}

fn draw_err<E: std::fmt::Debug>(e: E) -> ChartError {
    ChartError::Draw(format!("{e:?}"))
}

/// Encodes an RGB buffer as PNG.
fn encode(rgb: &[u8], (w, h): (u32, u32)) -> Result<Vec<u8>, ChartError> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let mut writer = enc.write_header().map_err(|e| ChartError::Encode(e.to_string()))?;
    writer.write_image_data(rgb).map_err(|e| ChartError::Encode(e.to_string()))?;
    writer.finish().map_err(|e| ChartError::Encode(e.to_string()))?;
    Ok(out)
}

/// Draws with `f` on a white `size` canvas and returns the PNG.
fn render<F>(size: (u32, u32), f: F) -> Result<Vec<u8>, ChartError>
where
    F: FnOnce(
        &plotters::drawing::DrawingArea<
            plotters::backend::BitMapBackend<'_>,
            plotters::coord::Shift,
        >,
    ) -> Result<(), ChartError>,
{
    use plotters::prelude::*;
    font()?;
    let mut buf = vec![255u8; (size.0 * size.1 * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut buf, size).into_drawing_area();
        root.fill(&WHITE).map_err(draw_err)?;
        f(&root)?;
        root.present().map_err(draw_err)?;
    }
    encode(&buf, size)
}
