//! Whether the worksheet asked for fits, told before its puzzles are made
//! or solved: worksheets of puzzles like those of a sample doc are laid out
//! and measured against what spreadsheet programs open and what our reader
//! reads back (`write::room`), a few exactly, many along the line of two
//! smaller ones; their bytes from one rendered sample. When the count asked
//! for does not fit, the largest count that does is found.

// The teacher's file is measured: it holds everything the pupils' file does and the answers.
use super::{build, check, WorksheetDoc};
use crate::write::{check_bytes, render, unpacked, Audience, Measures, WorkbookFormat};
use sheetdoku_core::Deadline;

/// A worksheet of more puzzles than fit: how many do, and why no more.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct TooManyPuzzles {
    /// The most puzzles that fit (0 when not even one does).
    pub fits: usize,
    /// What the puzzles asked for would overflow, in words ("sheet 'Check'
    /// would need 20,010 columns; a sheet holds at most 16,384").
    pub why: String,
}

/// Puzzles laid out exactly before a worksheet is measured along a line:
/// by then the answer key's layout has settled.
const SETTLED: usize = 32;

impl WorksheetDoc {
    /// Checks that a worksheet laid out like this one in `format`, with
    /// `wanted` puzzles like its own (its puzzles repeated in order: give
    /// one of each kind, its grids full and with an answer key, as the
    /// most a real one holds), can be written, opened and read back; else
    /// how many fit. Takes a fraction of the time writing them would.
    ///
    /// ```
    /// use sheetdoku::write::{WorkbookFormat, WorksheetDoc, WorksheetPuzzle};
    /// use sheetdoku::{Geometry, Grid, Variant};
    ///
    /// let g = Geometry::for_variant(Variant::STANDARD, 4, None)?;
    /// let line = "1234341221434321";
    /// let mut p = WorksheetPuzzle::new(g, Grid::parse_line(line)?);
    /// p.solution = Some(Grid::parse_line(line)?);
    /// let doc = WorksheetDoc::default().with_puzzles(vec![p]);
    /// assert!(doc.room_for(30, WorkbookFormat::Ods).is_ok());
    /// let too_many = doc.room_for(5_000, WorkbookFormat::Ods).unwrap_err();
    /// assert!(too_many.fits > 30 && too_many.fits < 5_000, "{too_many:?}");
    /// assert!(too_many.why.contains("sheets"), "{too_many:?}");
    /// assert!(doc.room_for(too_many.fits, WorkbookFormat::Ods).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn room_for(&self, wanted: usize, format: WorkbookFormat) -> Result<(), TooManyPuzzles> {
        if wanted == 0 || self.puzzles.is_empty() || check(self).is_err() {
            // Nothing to lay out, or nothing the room decides: the
            // writer says what is wrong.
            return Ok(());
        }
        let cant = |why: String| TooManyPuzzles { fits: 0, why };
        // The bytes a puzzle takes, from a rendered sample of every kind.
        let period = self.puzzles.len() * self.per_page;
        let sample = wanted.min(period.max(8));
        let bytes = build(&self.repeated(sample), Audience::Teacher)
            .and_then(|book| render(&book, format))
            .map_err(|e| cant(e.to_string()))?;
        let per_puzzle = |total: u64| total.div_ceil(sample as u64);
        let (packed, inflated) = (per_puzzle(bytes.len() as u64), per_puzzle(unpacked(&bytes)));
        // A tenth to spare: real puzzles differ from the sample.
        let bytes_fit = |k: usize| {
            let k = k as u64 + k as u64 / 10;
            check_bytes(packed * k, inflated * k)
        };
        let small = period * SETTLED.div_ceil(period);
        let large = 2 * small;
        let sheets_fit: Box<dyn Fn(usize) -> Result<(), String>> = if wanted <= large {
            Box::new(|k| self.measures(k)?.check())
        } else {
            let m1 = self.measures(small).map_err(cant)?;
            let m2 = self.measures(large).map_err(cant)?;
            Box::new(move |k| {
                // Past whole repeats of the sample, the next whole repeat.
                let at = k.div_ceil(period) * period;
                let span = (small as u64, large as u64, at as u64);
                Measures::grown(&m1, &m2, span).check()
            })
        };
        let fit = |k: usize| {
            if k == 0 {
                return Ok(());
            }
            sheets_fit(k).and_then(|()| bytes_fit(k))
        };
        let why = match fit(wanted) {
            Ok(()) => return Ok(()),
            Err(why) => why,
        };
        // `fits` fits and `fails` does not: halve the gap.
        let (mut fits, mut fails) = (0, wanted);
        while fails - fits > 1 {
            let mid = fits + (fails - fits) / 2;
            match fit(mid) {
                Ok(()) => fits = mid,
                Err(_) => fails = mid,
            }
        }
        Err(TooManyPuzzles { fits, why })
    }

    /// This worksheet with `count` puzzles: its own, repeated in order,
    /// laid out whatever its budget (a measure, not the writing).
    fn repeated(&self, count: usize) -> WorksheetDoc {
        WorksheetDoc {
            puzzles: self.puzzles.iter().cycle().take(count).cloned().collect(),
            deadline: Deadline::none(),
            ..self.clone()
        }
    }

    /// The measures of this worksheet with `count` puzzles.
    fn measures(&self, count: usize) -> Result<Measures, String> {
        build(&self.repeated(count), Audience::Teacher)
            .map(|book| Measures::of(&book))
            .map_err(|e| e.to_string())
    }
}
