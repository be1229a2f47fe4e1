//! The QR code of a link, drawn as a picture: black modules on white with
//! a quiet zone, in the top-right corner of the block of cells the picture
//! covers (next to the grid above it), the rest of the block white. A
//! pupil with a tablet scans the code printed beside a grid and plays the
//! same puzzle in SudokuPad.
//!
//! The picture is a one-bit PNG (a worksheet of forty codes stays small):
//! opaque, since the block it covers holds no text.

use qrcode::{Color, EcLevel, QrCode};

/// Modules of white around the code on each side, as the standard asks:
/// with fewer, a reader took the grid's border above for part of the
/// code.
const QUIET: usize = 4;

/// Pixels of the picture per module: modules fall on whole pixels, so
/// that the code prints with sharp edges however the page scales it.
const PIXELS_PER_MODULE: usize = 8;

/// The smallest module of a code of `side_modules` (quiet zone included)
/// that reads from paper, in points: 0.2 mm, and 0.22 mm for a code of
/// more than 90 modules a side (a long killer's link). Measured on
/// worksheets printed to PDF by LibreOffice (which resamples pictures to
/// 300 dpi) and read back by zbar: codes of 81 to 85 modules read at
/// 0.2 mm; one of 105 read at 0.217 mm but not at 0.212 mm.
pub(crate) fn min_module_pt(side_modules: usize) -> f32 {
    let mm = if side_modules > 90 { 0.22 } else { 0.2 };
    mm / 25.4 * 72.0
}

/// The modules of a link's QR code, encoded once: a worksheet of 300
/// grids encodes each link once, not at each look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct QrModules {
    /// Modules along a side, the quiet zone left out.
    width: usize,
    /// Each module row by row, dark `true`.
    dark: Vec<bool>,
}

impl QrModules {
    /// The code of `link` at the lowest error correction (the page is
    /// clean and the link long), `None` when no QR code holds it.
    pub(crate) fn of(link: &str) -> Option<QrModules> {
        let code = QrCode::with_error_correction_level(link, EcLevel::L).ok()?;
        Some(QrModules {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == Color::Dark)
                .collect(),
        })
    }

    /// Modules along a side, its quiet zone included.
    pub(crate) fn side_modules(&self) -> usize {
        self.width + 2 * QUIET
    }

    /// Whether the code reads from paper printed `side` points a side (its
    /// modules at least [`min_module_pt`]).
    pub(crate) fn reads(&self, side: f32) -> bool {
        let m = self.side_modules();
        side / m as f32 >= min_module_pt(m)
    }
}

/// The QR code `code` as a PNG covering a block of `size` points (width,
/// height): the code as large as the shorter side and at most `largest`
/// points, in the block's top-right corner. `None` when its modules would
/// be smaller than [`min_module_pt`].
pub(crate) fn qr_png(code: &QrModules, size: (f32, f32), largest: f32) -> Option<Vec<u8>> {
    let modules = code.width;
    let side_modules = code.side_modules();
    let side = size.0.min(size.1).min(largest);
    if !code.reads(side) {
        return None;
    }
    let pixels_per_point = (side_modules * PIXELS_PER_MODULE) as f32 / side;
    let least = side_modules * PIXELS_PER_MODULE;
    let width = ((size.0 * pixels_per_point).round() as usize).max(least);
    let height = ((size.1 * pixels_per_point).round() as usize).max(least);
    // One bit a pixel, rows padded to whole bytes; 1 is white.
    let stride = width.div_ceil(8);
    let mut bits = vec![0xFFu8; stride * height];
    let x0 = width - least;
    for (i, _) in code.dark.iter().enumerate().filter(|(_, &dark)| dark) {
        let (mx, my) = (i % modules + QUIET, i / modules + QUIET);
        for y in my * PIXELS_PER_MODULE..(my + 1) * PIXELS_PER_MODULE {
            for x in x0 + mx * PIXELS_PER_MODULE..x0 + (mx + 1) * PIXELS_PER_MODULE {
                bits[y * stride + x / 8] &= !(0x80 >> (x % 8));
            }
        }
    }
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, width as u32, height as u32);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::One);
    let mut writer = encoder.write_header().ok()?;
    writer.write_image_data(&bits).ok()?;
    writer.finish().ok()?;
    Some(png)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The picture's pixels, white `true`.
    fn pixels(png: &[u8]) -> (usize, usize, Vec<bool>) {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buf).unwrap();
        let (w, h) = (info.width as usize, info.height as usize);
        let white = (0..w * h)
            .map(|i| {
                let (x, y) = (i % w, i / w);
                buf[y * info.line_size + x / 8] & (0x80 >> (x % 8)) != 0
            })
            .collect();
        (w, h, white)
    }

    /// The link read back from the PNG by a QR decoder, as a phone would.
    pub(crate) fn decoded(png: &[u8]) -> Vec<String> {
        let (w, h, white) = pixels(png);
        let mut image = rqrr::PreparedImage::prepare_from_greyscale(w, h, |x, y| {
            if white[y * w + x] {
                255
            } else {
                0
            }
        });
        image
            .detect_grids()
            .into_iter()
            .map(|g| g.decode().unwrap().1)
            .collect()
    }

    fn code() -> QrModules {
        QrModules::of(LINK).unwrap()
    }

    const LINK: &str = "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzQA3AQwBsBXOeADlTQipgDsEAXDEwoUQtRswDs7Tj36CYw8gF1khEWKYIATNK694AoaVH1NrXbIPz1p5gFYL";

    #[test]
    fn the_code_reads_back_as_the_link() {
        let png = qr_png(&code(), (60.0, 60.0), 100.0).unwrap();
        assert_eq!(decoded(&png), [LINK]);
    }

    #[test]
    fn the_code_sits_square_in_the_top_right_corner_of_a_larger_block() {
        for size in [(150.0, 60.0), (60.0, 150.0)] {
            let png = qr_png(&code(), size, 100.0).unwrap();
            let (w, h, white) = pixels(&png);
            // Covering the block, in its proportions.
            let ratio = (w as f32 / h as f32) / (size.0 / size.1);
            assert!((0.98..1.02).contains(&ratio), "{w}x{h} for {size:?}");
            // The top-right module of the finder pattern is black, the
            // bottom-left corner of the block white.
            let finder = QUIET * PIXELS_PER_MODULE;
            let (x, y) = (w - 1 - finder - 2, finder + 2);
            assert!(!white[y * w + x], "finder at the top right");
            assert!(white[(h - 1) * w]);
            assert_eq!(decoded(&png), [LINK]);
        }
    }

    #[test]
    fn a_code_too_small_to_read_is_not_drawn() {
        let modules = code().side_modules();
        let least = modules as f32 * min_module_pt(modules);
        assert_eq!(qr_png(&code(), (least * 0.99, 200.0), 200.0), None);
        assert!(qr_png(&code(), (least * 1.01, 200.0), 200.0).is_some());
        // Nor one whose largest side leaves its modules too small.
        assert_eq!(qr_png(&code(), (200.0, 200.0), least * 0.99), None);
    }
}
