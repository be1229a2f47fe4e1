//! `generate --copies`: each puzzle's isomorphic copies, numbered, and
//! laid out as the versions of a class set.

use anyhow::Result;
use sheetdoku::generate::isomorphic_copies;
use sheetdoku::rate::rate;
use sheetdoku::write::WorksheetPuzzle;
use sheetdoku_core::rand_chacha::ChaCha8Rng;

use super::{entry, rating_words, Args, Made};

/// Says the `--copies` asked for of puzzle `i` (`p`, rated as `about`
/// says), each on a line of its own, the original a comment, and adds them
/// to `sheet`: copy k of every puzzle is version k of the class set.
pub fn push(
    args: &Args,
    i: usize,
    p: &Made,
    about: &str,
    rng: &mut ChaCha8Rng,
    say: &mut impl FnMut(String),
    sheet: &mut Vec<WorksheetPuzzle>,
) -> Result<()> {
    let k = args.copies.unwrap_or(1);
    let r = &p.rating;
    let line = args.format.line(&p.geometry, &p.givens)?;
    // The original stays a comment: the class gets the copies.
    let original = super::words(
        "generate-original",
        &[("number", &i.to_string()), ("line", &line)],
    );
    say(format!("# {original}  # {about}"));
    let copies = isomorphic_copies(&p.geometry, &p.givens, &p.solution, k.into(), rng)?;
    if copies.len() < usize::from(k) {
        let torn: Vec<&str> = p
            .geometry
            .families()
            .into_iter()
            .filter_map(sheetdoku::RuleFamily::one)
            .collect();
        fewer_copies(i, copies.len(), k.into(), &torn, args.output.is_some());
    }
    for c in copies {
        // A copy is the original puzzle in disguise: its rating is the
        // original's.
        crate::json::emit(|| crate::json::generated(i, Some(c.number), &c.geometry, &c.givens, r));
        let comment = super::words(
            "generate-copy",
            &[
                ("number", &i.to_string()),
                ("copy", &c.number.to_string()),
                ("level", &r.level.local_name()),
                ("rating", &rating_words(r)),
            ],
        );
        say(format!(
            "{}  # {comment}",
            args.format.line(&c.geometry, &c.givens)?
        ));
        let note = sheetdoku::language().text_with(
            "answers-copy",
            &[("puzzle", &i.to_string()), ("copy", &c.number.to_string())],
        );
        let step = args
            .page
            .hardest_step
            .then(|| rate(&c.geometry, &c.givens).ok())
            .flatten()
            .and_then(|rating| args.page.hardest_step(&c.geometry, &c.givens, &rating));
        let mut copy = entry(&c.geometry, c.givens, c.solution, r.level, Some(note), step);
        // Copy k of every puzzle makes version k of the class set.
        copy.version = u16::try_from(c.number).ok();
        sheet.push(copy);
    }
    Ok(())
}

/// Lays out a worksheet of copies as versions: version A's pages first,
/// then version B's..., so that each pupil gets one version and her
/// neighbour another. Copies of one puzzle alone are laid out as puzzles,
/// the pages full.
pub fn as_versions(sheet: &mut [WorksheetPuzzle]) {
    if sheet.iter().filter(|p| p.version == Some(1)).count() < 2 {
        sheet.iter_mut().for_each(|p| p.version = None);
    }
    sheet.sort_by_key(|p| p.version);
}

/// Says plainly that puzzle `i` has only `made` different copies of the
/// `asked` (every other move its rules allow gives one of them, or the
/// original, again, or breaks a cage), on standard error and as a JSON
/// `note`; the copies it has are kept.
fn fewer_copies(i: usize, made: usize, asked: usize, torn: &[&str], written: bool) {
    let doing = if written { "writing" } else { "printing" };
    let why = std::iter::once("gives the same puzzle again")
        .chain(torn.iter().copied())
        .collect::<Vec<_>>()
        .join(" or breaks ");
    let message = match made {
        0 => format!(
            "puzzle {i} has no different copy: every way to turn, mirror or reorder it {why}; \
             {doing} none of the {asked} asked for (give it to the class as it is, or choose \
             another puzzle)"
        ),
        _ => format!(
            "puzzle {i} has only {made} different {copies}: every other way to turn, mirror or \
             reorder it {why}; {doing} {made} of the {asked} asked for (for more, copy another \
             puzzle as well)",
            copies = if made == 1 { "copy" } else { "copies" }
        ),
    };
    eprintln!("note: {message}");
    crate::json::emit(|| crate::json::fewer_copies(i, asked, made, &message));
}
