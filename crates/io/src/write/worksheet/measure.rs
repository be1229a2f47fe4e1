//! How long writing a workbook takes, measured by writing it once to a
//! scratch file (removed afterwards), so a long run can plan its budget.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::{write_worksheet_for, Audience, WorksheetDoc};
use sheetdoku_core::{Error, Result};

/// The time writing `doc` takes as a class gets it, the teacher's file and
/// the pupils' file ([`write_worksheet_for`]), written to scratch files
/// of the same kind (`.xlsx` or `.ods`) as `like`; `like` itself is not
/// touched.
pub fn time_to_write_worksheet(doc: &WorksheetDoc, like: &Path) -> Result<Duration> {
    let dir = tempfile::tempdir().map_err(|cause| Error::Io {
        path: std::env::temp_dir(),
        cause,
    })?;
    let mut scratch = dir.path().join("measure");
    if let Some(ext) = like.extension() {
        scratch.set_extension(ext);
    }
    let started = Instant::now();
    for audience in [Audience::Teacher, Audience::Pupils] {
        write_worksheet_for(&scratch, doc, audience)?;
    }
    Ok(started.elapsed())
}
