//! How sum rules are drawn: an arrow as a grey ring in each cell of its
//! circle and a thin grey shaft from the circle's last cell along its
//! cells, ending in an arrowhead; a little killer as its clue with a small
//! diagonal arrow ([`ClueMark`]), outside the grid one step before the
//! diagonal's first cell ([`ClueMark::place`]).

use crate::geometry::{SumKind, SumRule};

use super::{CircleMark, CircleMarkKind, ClueMark, Figure, LineMark, LineMarkKind};

/// Adds the marks of `rule` to `figure`.
pub(super) fn draw(figure: &mut Figure, rule: &SumRule) {
    match rule.kind {
        SumKind::Arrow => {
            let bulb = rule.bulb.min(rule.cells.len());
            for &cell in &rule.cells[..bulb] {
                figure.circles.push(CircleMark {
                    cell,
                    kind: CircleMarkKind::ArrowCircle,
                });
            }
            let start = rule.shaft_start(figure.size);
            figure.lines.push(LineMark {
                cells: start
                    .into_iter()
                    .chain(rule.cells[bulb..].iter().copied())
                    .collect(),
                kind: LineMarkKind::Arrow,
            });
        }
        SumKind::LittleKiller => {
            if let (Some(&cell), Some(step)) = (rule.cells.first(), rule.step(figure.size)) {
                figure.clues.push(ClueMark {
                    cell,
                    value: rule.sum,
                    step,
                });
            }
        }
    }
}
