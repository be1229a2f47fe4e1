//! What `solve` prints of a report: the grid, the headline (also written
//! into the workbook), what a repair drops, and how uniqueness was settled.

use sheetdoku::solve::{
    DecidedBy, Method, NoSolution, Relaxation, Repair, SolveReport, Uniqueness,
};
use sheetdoku::write::{render_grid, variant_title};
use sheetdoku::Puzzle;

use super::unique::{Proof, SEARCH_CAP};
use crate::cmd::ms;
use crate::cmd::soundness::dropped_items;

/// The one-line verdict in the pages' language, also written into the
/// workbook.
pub(super) fn headline(puzzle: &Puzzle, report: &SolveReport) -> String {
    let lang = sheetdoku::language();
    match report {
        SolveReport::Solved {
            method: Method::Propagation,
            elapsed,
            ..
        } => lang.text_with(
            "solve-headline-presolve",
            &[("time", &ms(*elapsed).in_lang(lang))],
        ),
        SolveReport::Solved {
            method: Method::Blp(blp),
            ..
        } => {
            let solver = blp.solver.to_string();
            // Says what decided: microlp solves at most the root's LP
            // relaxation of our branch and bound, and often nothing.
            let (size, time) = (&blp.size, ms(blp.elapsed).in_lang(lang));
            let model = lang.text_with(
                "solve-model",
                &[
                    ("variables", &size.variables.to_string()),
                    ("constraints", &size.constraints.to_string()),
                    ("objective", &blp.objective.round().to_string()),
                ],
            );
            let how = match blp.decided_by {
                DecidedBy::Solver => {
                    return lang.text_with(
                        "solve-headline-solver",
                        &[("solver", &solver), ("time", &time), ("model", &model)],
                    )
                }
                DecidedBy::BranchAndBoundWithLp => {
                    lang.text_with("solve-how-lp", &[("solver", &solver)])
                }
                DecidedBy::Search => lang.text("solve-how-search"),
                DecidedBy::Engine => lang.text("solve-how-engine"),
                DecidedBy::Presolve => lang.text("solve-how-presolve"),
            };
            lang.text_with(
                "solve-headline-how",
                &[("time", &time), ("how", &how), ("model", &model)],
            )
        }
        SolveReport::NoSolution {
            repair: Repair::Found(relax),
            ..
        } => lang.text_with(
            "solve-no-solution-dropping",
            &[("items", &dropped_items(puzzle, relax))],
        ),
        SolveReport::NoSolution { .. } => lang.text("solve-no-solution"),
    }
}

/// Each cage the repair drops with what its digits add up to in the grid
/// shown: "the cage of 14 at B3 (B3, B4, C4): its digits add up to 17 here".
fn dropped_cage_lines(puzzle: &Puzzle, relax: &Relaxation) -> Vec<String> {
    let g = &puzzle.geometry;
    let namer = puzzle.namer();
    g.cages()
        .filter(|(id, _)| relax.dropped_cages.contains(id))
        .map(|(_, cage)| {
            let sum = cage.total(&relax.grid);
            sheetdoku::language().text_with(
                "solve-dropped-cage",
                &[
                    ("cage", &cage.name(g.size(), namer)),
                    ("cells", &namer.cells(g.size(), &cage.cells)),
                    ("sum", &sum.to_string()),
                ],
            )
        })
        .collect()
}

/// The cells the printed repair marks: the dropped givens and the cells of
/// the dropped cages.
fn changed_cells(puzzle: &Puzzle, relax: &Relaxation) -> Vec<usize> {
    let mut cells = relax.dropped.clone();
    for (_, cage) in puzzle
        .geometry
        .cages()
        .filter(|(id, _)| relax.dropped_cages.contains(id))
    {
        cells.extend(&cage.cells);
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

pub(super) fn print_report(puzzle: &Puzzle, report: &SolveReport, proof: Proof) {
    let geometry = &puzzle.geometry;
    let n = geometry.size();
    let namer = puzzle.namer();
    let lang = sheetdoku::language();
    println!(
        "{}",
        lang.text_with(
            "solve-summary",
            &[
                ("source", &puzzle.source.label().to_string()),
                ("variant", &variant_title(geometry)),
                ("givens", &puzzle.givens.given_count().to_string()),
            ],
        )
    );
    if let SolveReport::NoSolution {
        reason: NoSolution::ClashingGivens(clashes),
        ..
    } = report
    {
        for clash in clashes {
            println!("clash: {}", clash.describe(geometry, namer));
        }
    }
    match report {
        SolveReport::Solved { grid, .. } => {
            print!("{}", render_grid(geometry, grid, &[]).unwrap_or_default())
        }
        SolveReport::NoSolution {
            repair: Repair::Found(relax),
            ..
        } if relax.dropped_cages.is_empty() => {
            println!("{}", lang.text("solve-keeping-givens"));
            print!(
                "{}",
                render_grid(geometry, &relax.grid, &relax.dropped).unwrap_or_default()
            );
        }
        SolveReport::NoSolution {
            repair: Repair::Found(relax),
            ..
        } => {
            println!("{}", lang.text("solve-keeping-cages"));
            print!(
                "{}",
                render_grid(geometry, &relax.grid, &changed_cells(puzzle, relax))
                    .unwrap_or_default()
            );
            for line in dropped_cage_lines(puzzle, relax) {
                println!("{line}");
            }
        }
        SolveReport::NoSolution { .. } => {}
    }
    println!("{}", headline(puzzle, report));
    let (decided_by_presolve, uniqueness) = match report {
        SolveReport::Solved {
            decided_by_presolve,
            uniqueness,
            ..
        } => (*decided_by_presolve, uniqueness),
        SolveReport::NoSolution { .. } => (0, &Uniqueness::Unknown),
    };
    if decided_by_presolve > 0 {
        let empty = geometry.cell_count() - puzzle.givens.given_count();
        println!(
            "{}",
            lang.text_with(
                "solve-presolve",
                &[
                    ("fixed", &decided_by_presolve.to_string()),
                    ("empty", &empty.to_string()),
                ],
            )
        );
    }
    let time = ms(report.elapsed()).in_lang(lang);
    match uniqueness {
        Uniqueness::Unknown if proof == Proof::SearchTooLong => println!(
            "{}",
            lang.text_with(
                "solve-unique-not-checked",
                &[("seconds", &SEARCH_CAP.as_secs().to_string())],
            )
        ),
        Uniqueness::Unknown => {}
        Uniqueness::Undecided => println!("{}", lang.text("solve-unique-undecided")),
        Uniqueness::Unique if proof == Proof::Cut => {
            println!("{}", lang.text_with("solve-unique-cut", &[("time", &time)]))
        }
        Uniqueness::Unique if proof == Proof::EngineSearch => println!(
            "{}",
            lang.text_with("solve-unique-engine", &[("time", &time)])
        ),
        Uniqueness::Unique => println!("{}", lang.text("solve-unique-yes")),
        Uniqueness::NotUnique(other) => {
            let diff = report
                .solution()
                .and_then(|s| s.differences(other).ok())
                .unwrap_or_default();
            let shown = &diff[..diff.len().min(12)];
            let (count, cells) = (diff.len().to_string(), namer.cells(n, shown));
            let mut args = vec![
                ("time", time.as_str()),
                ("count", &count),
                ("cells", &cells),
            ];
            let more = (diff.len() - shown.len()).to_string();
            let key = if diff.len() > shown.len() {
                args.push(("more", &more));
                "solve-not-unique-more"
            } else {
                "solve-not-unique"
            };
            println!("{}", lang.text_with(key, &args));
            print!(
                "{}",
                render_grid(geometry, other, &diff).unwrap_or_default()
            );
        }
    }
}
