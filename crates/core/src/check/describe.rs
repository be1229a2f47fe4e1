//! A broken rule in words ([`Conflict::describe`]): one arm a kind of
//! conflict, the cells named as the page names them.

use super::*;

impl Conflict {
    /// "C4 and C7 both hold 5 in column C"; "B3 and C3 add up to 15 in the
    /// cage of 14 at B3, more than its sum"; "the cage of 14 at B3 is full and
    /// adds up to 12 (B3, C3 and B4)".
    pub fn describe(&self, geometry: &Geometry, namer: &CellNamer) -> String {
        let n = geometry.size();
        let name = |c: &usize| namer.cell(n, *c);
        match self {
            Conflict::Apart {
                piece,
                digit,
                cells,
                ..
            } => {
                let cell = |i: usize| cells.get(i).map(name).unwrap_or_default();
                let id = match piece {
                    crate::geometry::AntiKind::Knight => "conflict-knight",
                    crate::geometry::AntiKind::King => "conflict-king",
                };
                text_with(
                    id,
                    &[
                        ("a", &cell(0)),
                        ("b", &cell(1)),
                        ("digit", &symbol(*digit).to_string()),
                    ],
                )
            }
            Conflict::Repeat { rule, digit, cells } => {
                let names: Vec<String> = cells.iter().map(name).collect();
                let digit = symbol(*digit).to_string();
                // The unit as the printed page shows it (blocks carry no
                // numbers there): "in the middle-left block".
                let unit = crate::words::rule_words(geometry, *rule, namer);
                let with = |id: &str, cells: &[(&str, &str)]| {
                    let mut args = vec![("digit", digit.as_str()), ("unit", unit.as_str())];
                    args.extend_from_slice(cells);
                    text_with(id, &args)
                };
                match names.as_slice() {
                    [] => with("conflict-none", &[]),
                    [one] => with("conflict-one", &[("cell", one)]),
                    [a, b] => with("conflict-two", &[("a", a), ("b", b)]),
                    [first @ .., last] => with(
                        "conflict-many",
                        &[("cells", &first.join(", ")), ("last", last)],
                    ),
                }
            }
            Conflict::Sum {
                rule,
                cells,
                total,
                sum,
            } => {
                let cage = crate::words::rule_words(geometry, *rule, namer);
                let names = and_list(&cells.iter().map(name).collect::<Vec<_>>());
                let over = total > sum;
                let total = total.to_string();
                let args = [
                    ("cells", names.as_str()),
                    ("total", total.as_str()),
                    ("cage", cage.as_str()),
                ];
                let id = match (over, cells.len()) {
                    (true, 1) => "conflict-sum-over-one",
                    (true, _) => "conflict-sum-over",
                    (false, _) => "conflict-sum-full",
                };
                text_with(id, &args)
            }
            // "B3 holds 5, an odd digit: the grey square there asks for an
            // even one."
            Conflict::Parity {
                cells, digit, asks, ..
            } => {
                let id = match asks {
                    ParityKind::Even => "conflict-parity-even",
                    ParityKind::Odd => "conflict-parity-odd",
                };
                let cell = cells.first().map(name).unwrap_or_default();
                text_with(
                    id,
                    &[("cell", &cell), ("digit", &symbol(*digit).to_string())],
                )
            }
            Conflict::Mark {
                rule,
                cells,
                digits,
            } => {
                let mark = crate::words::rule_words(geometry, *rule, namer);
                let cell = |i: usize| cells.get(i).map(name).unwrap_or_default();
                let digit = |i: usize| digits.get(i).map(|&d| symbol(d).to_string());
                text_with(
                    mark_key(geometry, *rule),
                    &[
                        ("a", &cell(0)),
                        ("x", &digit(0).unwrap_or_default()),
                        ("b", &cell(1)),
                        ("y", &digit(1).unwrap_or_default()),
                        ("mark", &mark),
                    ],
                )
            }
            Conflict::Total {
                rule,
                cells,
                total,
                target,
                full,
            } => {
                let what = crate::words::rule_words(geometry, *rule, namer);
                let names = and_list(&cells.iter().map(name).collect::<Vec<_>>());
                let (total, target) = (total.to_string(), target.to_string());
                let args = [
                    ("rule", what.as_str()),
                    ("cells", names.as_str()),
                    ("total", total.as_str()),
                    ("target", target.as_str()),
                ];
                let id = if *full {
                    "conflict-total-full"
                } else {
                    "conflict-total-partial"
                };
                text_with(id, &args)
            }
            Conflict::Sandwich {
                line,
                total,
                sum,
                between,
                full,
                ..
            } => {
                let line = crate::words::line_words(*line, namer);
                let (total, sum, between, top) = (
                    total.to_string(),
                    sum.to_string(),
                    between.to_string(),
                    symbol(n as u8).to_string(),
                );
                let args = [
                    ("line", line.as_str()),
                    ("total", total.as_str()),
                    ("sum", sum.as_str()),
                    ("count", between.as_str()),
                    ("top", top.as_str()),
                ];
                let id = if *full {
                    "conflict-sandwich-full"
                } else {
                    "conflict-sandwich-partial"
                };
                text_with(id, &args)
            }
            Conflict::WrongSize { expected, found } => text_with(
                "conflict-size",
                &[
                    ("found", &found.to_string()),
                    ("expected", &expected.to_string()),
                ],
            ),
        }
    }
}

/// The catalogue's message for a broken mark of rule `id`: a mark that
/// is drawn breaks as `conflict-mark`; the negative constraint's pair
/// says which mark is missing (`conflict-no-white`, ...).
fn mark_key(geometry: &Geometry, id: ConstraintId) -> &'static str {
    match geometry.constraint(id) {
        Some(Constraint::Pair(pair)) => pair.kind.conflict_key(),
        Some(
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Anti(_)
            | Constraint::Sandwich(_),
        )
        | None => "conflict-mark",
    }
}
