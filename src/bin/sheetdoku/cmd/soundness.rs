//! Whether a puzzle is sound, with exactly one solution, and the evidence
//! when it is not: the givens to drop for one without solution (the
//! repair `solve` computes), the cells where two solutions differ for one
//! with several. `worksheet` and `generate --from` refuse an unsound puzzle
//! (unless asked to print it); `rate`, `explain`, `hint` and `check` say so
//! before anything else.

use serde_json::{json, Value};
use sheetdoku::error::Error;
use sheetdoku::solve::{
    keep_most_givens, solutions_up_to_two_until, BlpOptions, Relaxation, Solutions,
};
use sheetdoku::write::Flaw;
use sheetdoku::{Deadline, Grid, Puzzle};

use crate::cmd::pupil::{words, Position};

/// The most cells a message lists before "and 5 more".
const SHOWN: usize = 12;

/// How many solutions a puzzle has, with the evidence.
#[derive(Clone, Debug, PartialEq)]
pub enum Soundness {
    /// Exactly one: here it is.
    Unique(Grid),
    /// None: the grid keeping the most givens (and cage sums), or `None`
    /// when the rules alone admit no grid (an odd block map, cages that
    /// cannot all add up).
    NoSolution(Option<Relaxation>),
    /// Several: two that differ.
    Several(Grid, Grid),
}

impl Soundness {
    /// Whether the puzzle has exactly one solution.
    pub fn is_sound(&self) -> bool {
        matches!(self, Soundness::Unique(_))
    }

    /// What is wrong, as a worksheet prints it; `None` for a sound puzzle.
    pub fn flaw(&self) -> Option<Flaw> {
        match self {
            Soundness::Unique(_) => None,
            Soundness::NoSolution(_) => Some(Flaw::NoSolution),
            Soundness::Several(..) => Some(Flaw::SeveralSolutions),
        }
    }

    /// "no solution: dropping the givens at C4 and F7 (2 of 30) makes it
    /// solvable", "several solutions: two of them differ at A1, A2, B1 and
    /// B2 (a given at one of these cells rules out one of the two)"; `None`
    /// for a sound puzzle.
    pub fn words(&self, puzzle: &Puzzle) -> Option<String> {
        let n = puzzle.geometry.size();
        match self {
            Soundness::Unique(_) => None,
            Soundness::NoSolution(Some(relax)) => Some(words(
                "sound-no-solution-drop",
                &[("items", &dropped_items(puzzle, relax))],
            )),
            // Only the rule kinds the puzzle has are named.
            Soundness::NoSolution(None) => Some(words(
                puzzle
                    .geometry
                    .family_message(sheetdoku::RuleFamily::no_grid_key, "sound-no-grid"),
                &[],
            )),
            Soundness::Several(one, other) => {
                let diff = one.differences(other).unwrap_or_default();
                Some(words(
                    "sound-several",
                    &[("cells", &some_cells(puzzle, n, &diff))],
                ))
            }
        }
    }

    /// The typed `soundness` field of `--json`: `{"status": "unique"}`,
    /// `{"status": "no_solution", "drop": [cells], "drop_cages": [cells]}`
    /// (the head cell of each cage whose sum to drop), `{"status":
    /// "several_solutions", "differ": [cells]}`, each with its `text`.
    pub fn json(&self, puzzle: &Puzzle) -> Value {
        let g = &puzzle.geometry;
        let n = g.size();
        let namer = puzzle.namer();
        let text = self.words(puzzle);
        match self {
            Soundness::Unique(_) => json!({ "status": "unique" }),
            Soundness::NoSolution(relax) => {
                let (drop, cages) = match relax {
                    Some(r) => (
                        crate::json::cells(namer, n, &r.dropped),
                        g.cages()
                            .filter(|(id, _)| r.dropped_cages.contains(id))
                            .map(|(_, cage)| json!(namer.cell(n, cage.head())))
                            .collect(),
                    ),
                    None => (Vec::new(), Vec::new()),
                };
                json!({
                    "status": "no_solution",
                    "drop": drop,
                    "drop_cages": cages,
                    "text": text,
                })
            }
            Soundness::Several(one, other) => json!({
                "status": "several_solutions",
                "differ": crate::json::cells(namer, n, &one.differences(other).unwrap_or_default()),
                "text": text,
            }),
        }
    }
}

/// Whether `puzzle` has exactly one solution, within `deadline` (one
/// budget with the rest of the command): the native search for two
/// solutions, then for none the repair that `solve` reports. The time
/// limit is [`Error::TimeLimit`], saying it was checking this.
pub fn soundness(puzzle: &Puzzle, deadline: &Deadline) -> Result<Soundness, Error> {
    let g = &puzzle.geometry;
    let doing = &sheetdoku::language().text("doing-checking-unique");
    let found = solutions_up_to_two_until(g, &puzzle.givens, deadline)
        .map_err(|e| retold(e, deadline, doing))?;
    Ok(match found {
        Solutions::Unique(grid) => Soundness::Unique(grid),
        Solutions::Multiple(one, other) => Soundness::Several(one, other),
        Solutions::None => {
            let opts = BlpOptions::default().with_deadline(*deadline);
            let repair = keep_most_givens(g, &puzzle.givens, &opts).map_err(|e| {
                retold(
                    e,
                    deadline,
                    &sheetdoku::language().text("doing-drop-givens"),
                )
            })?;
            Soundness::NoSolution(repair)
        }
    })
}

/// The soundness of the puzzle a teacher set, with that puzzle (its
/// words count its own givens and name its own cells).
pub struct Checked {
    /// The puzzle as the teacher set it.
    pub puzzle: Puzzle,
    /// How many solutions it has.
    pub soundness: Soundness,
}

impl Checked {
    /// [`Soundness::words`] of the puzzle.
    pub fn words(&self) -> Option<String> {
        self.soundness.words(&self.puzzle)
    }

    /// [`Soundness::json`] of the puzzle.
    pub fn json(&self) -> Value {
        self.soundness.json(&self.puzzle)
    }
}

/// The soundness of the puzzle a teacher set behind a position: the file's
/// puzzle, or for a pupil's grid of ours its givens (the pupil's digits
/// left out: a wrong one is hers to correct, and `hint` says so); `None`
/// when a pupil's digits cannot be told from the givens.
pub fn of_position(position: &Position, deadline: &Deadline) -> Result<Option<Checked>, Error> {
    let puzzle = match &position.work {
        None => position.puzzle.clone(),
        Some(work) => match &work.counted.givens {
            Some(givens) => Puzzle::new(position.puzzle.geometry.clone(), givens.clone())?
                .with_source(position.puzzle.source.clone()),
            None => return Ok(None),
        },
    };
    let soundness = soundness(&puzzle, deadline)?;
    Ok(Some(Checked { puzzle, soundness }))
}

/// A time limit said as what this check was doing; other errors as they
/// are.
fn retold(e: Error, deadline: &Deadline, doing: &str) -> Error {
    match e {
        Error::TimeLimit { .. } => deadline.exceeded(doing),
        other => other,
    }
}

/// A puzzle named for a teacher: its file, then its sheet or line, or its
/// number in a file of many (`index`, 0-based, of `count`), and its name:
/// "week3.txt, line 4", "class.ods, sheet 'Monday'", "mixed.txt, puzzle 2".
pub fn named(puzzle: &Puzzle, index: usize, count: usize) -> String {
    let source = &puzzle.source;
    let mut text = source.location().to_string();
    if source.sheet.is_none() && source.line.is_none() && count > 1 {
        text.push_str(&format!(", puzzle {}", index + 1));
    }
    if let Some(name) = source.name.as_ref().filter(|n| !text.contains(n.as_str())) {
        text.push_str(&format!(" ('{name}')"));
    }
    text
}

/// At most [`SHOWN`] cells by name, then how many more.
fn some_cells(puzzle: &Puzzle, n: usize, cells: &[usize]) -> String {
    let shown = &cells[..cells.len().min(SHOWN)];
    let names = puzzle.namer().cells(n, shown);
    match cells.len() - shown.len() {
        0 => names,
        more => words(
            "list-and-more",
            &[("list", &names), ("count", &more.to_string())],
        ),
    }
}

/// What a repair drops, in words (in the pages' language): "the givens at
/// C4 and F7 (2 of 30)", or on a killer "the cage of 14 at B3 and the given
/// at A1 (1 of 30 cages, 1 of 3 givens)".
pub fn dropped_items(puzzle: &Puzzle, relax: &Relaxation) -> String {
    let g = &puzzle.geometry;
    let n = g.size();
    let namer = puzzle.namer();
    let givens = (!relax.dropped.is_empty()).then(|| {
        words(
            "drop-givens",
            &[
                ("count", &relax.dropped.len().to_string()),
                ("cells", &namer.cells(n, &relax.dropped)),
            ],
        )
    });
    let given_count = puzzle.givens.given_count().to_string();
    let dropped = relax.dropped.len().to_string();
    if relax.dropped_cages.is_empty() {
        let of = words("drop-of", &[("dropped", &dropped), ("total", &given_count)]);
        return format!("{} ({of})", givens.unwrap_or_default());
    }
    let cages: Vec<String> = relax
        .dropped_cages
        .iter()
        .map(|&id| g.constraint_name(id, namer))
        .collect();
    let mut items = vec![join_and(&cages)];
    items.extend(givens);
    let mut counts = vec![words(
        "drop-cages-of",
        &[
            ("dropped", &relax.dropped_cages.len().to_string()),
            ("total", &g.cages().count().to_string()),
        ],
    )];
    if !relax.dropped.is_empty() {
        counts.push(words(
            "drop-givens-of",
            &[("dropped", &dropped), ("total", &given_count)],
        ));
    }
    format!("{} ({})", join_and(&items), counts.join(", "))
}

/// "a", "a and b", "a, b and c" in the pages' language.
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => words("units-and", &[("list", &rest.join(", ")), ("last", last)]),
    }
}

/// The refusal of `worksheet` and `generate --from` when some puzzles are
/// not sound: each named with what to change, then the way out. `what` is
/// what would have been written ("ws.ods is not written").
pub fn refusal(what: &str, unsound: &[String], way_out: &str) -> String {
    let count = match unsound.len() {
        1 => "a puzzle does not have exactly one solution".to_string(),
        k => format!("{k} puzzles do not have exactly one solution"),
    };
    format!(
        "{what}: {count}, and a class needs exactly one for each:\n{}\n{way_out}",
        unsound.join("\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use sheetdoku::Geometry;

    fn puzzle(line: &str) -> Puzzle {
        Puzzle::new(
            Geometry::standard(4).unwrap(),
            Grid::parse_line(line).unwrap(),
        )
        .unwrap()
    }

    #[test]
    fn the_three_answers_say_what_to_change() {
        let p = puzzle("1234341221434321");
        assert!(soundness(&p, &Deadline::none()).unwrap().is_sound());
        // 1 at A1 and 1 at B2 clash in the box: no solution, one given to drop.
        let p = puzzle("1....1..........");
        let s = soundness(&p, &Deadline::none()).unwrap();
        let words = s.words(&p).unwrap();
        assert!(
            words.starts_with("no solution: dropping the given at "),
            "{words}"
        );
        assert!(words.contains("(1 of 2)"), "{words}");
        let p = puzzle("1...............");
        let s = soundness(&p, &Deadline::none()).unwrap();
        let Soundness::Several(one, other) = &s else {
            panic!("{s:?}")
        };
        let words = s.words(&p).unwrap();
        let first = p.namer().cell(4, one.differences(other).unwrap()[0]);
        assert!(words.starts_with("several solutions: two of them differ at "));
        assert!(words.contains(&first), "{words}");
        assert_eq!(s.json(&p)["status"], "several_solutions");
    }
}
