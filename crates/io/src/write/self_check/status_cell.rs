//! The status cell of a checked grid: its formula (what it reads as the
//! pupil types), its stored result, and its colours (green when solved,
//! red when something is wrong), so that the word is seen from afar.

use super::{CheckedGrid, Status, COUNT_ROW};
use crate::layout::CHECK_SHEET;
use crate::write::book::formula::{call, cell, chain, num, op, range, text as quoted};
use crate::write::book::{Area, Cached, Condition, Conditional, Expr, Sheet, Style};
use crate::write::common::house_style::{DROPPED_FILL, DROPPED_FONT};

/// The fill and font of a status cell that reads "solved".
const SOLVED_FILL: u32 = 0xC6EFCE;
const SOLVED_TEXT: u32 = 0x006100;

impl CheckedGrid<'_> {
    /// Writes the status at `(row, col)` of `sheet` in `style`, bold, with
    /// its colours: green on "solved", red on a clash, a broken rule or a
    /// cell that holds no digit.
    pub(crate) fn write_status(&self, sheet: &mut Sheet, (row, col): (u32, u16), style: &Style) {
        let (formula, result) = self.status_formula();
        sheet.formula(row, col, formula, result, &style.clone().bold());
        let me = cell(row, col);
        let is = |status: Status| op(me.clone(), "=", quoted(&status.words()));
        let area = Area::new(row, col, row, col);
        sheet.conditionals.push(Conditional {
            area,
            when: Condition::Formula(is(Status::Solved)),
            style: Style::new().bold().color(SOLVED_TEXT).fill(SOLVED_FILL),
        });
        // Anything but the three calm words is something to put right.
        let calm = [Status::Solved, Status::NotStarted, Status::NoClash]
            .into_iter()
            .map(|s| call("NOT", vec![is(s)]))
            .collect();
        sheet.conditionals.push(Conditional {
            area,
            when: Condition::Formula(call("AND", calm)),
            style: Style::new().bold().color(DROPPED_FONT).fill(DROPPED_FILL),
        });
    }

    /// The status formula and its stored result: a clash first, then a
    /// rule broken otherwise (a cage's sum, in its column right of the
    /// digits' counts), then solved, not started (as many digits as
    /// givens) or no clash so far.
    pub(crate) fn status_formula(&self) -> (Expr, Cached) {
        let n = self.n();
        let last_row = self.last_count_row(COUNT_ROW);
        let digit_counts = range(
            (COUNT_ROW, self.count_col(0)),
            (last_row, self.count_col(n - 1)),
        )
        .on(CHECK_SHEET);
        let countif = |r: Expr, what: &str| call("COUNTIF", vec![r, quoted(what)]);
        // Digits 1..n in each range, added up (no parentheses are written:
        // a-b+c-d is (a-b)+(c-d)).
        let filled = || {
            chain(
                "+",
                self.ranges()
                    .into_iter()
                    .map(|r| op(countif(r.clone(), ">=1"), "-", countif(r, &format!(">{n}"))))
                    .collect(),
            )
        };
        let givens = self.grid.given_count();
        let open = call(
            "IF",
            vec![
                op(filled(), "=", num(givens as f64)),
                quoted(&Status::NotStarted.words()),
                quoted(&Status::NoClash.words()),
            ],
        );
        let mut settled = call(
            "IF",
            vec![
                op(filled(), "=", num((n * n) as f64)),
                quoted(&Status::Solved.words()),
                open,
            ],
        );
        // The last family's words are tested first, so that the first
        // family's words stand when rules of several are broken, as in
        // the stored status.
        for (key, rows) in self.broken_rows().into_iter().rev() {
            let tests = rows
                .into_iter()
                .map(|(from, to)| {
                    let cells = range((from, self.count_col(n)), (to, self.count_col(n)));
                    countif(cells.on(CHECK_SHEET), ">1")
                })
                .collect();
            settled = call(
                "IF",
                vec![
                    op(chain("+", tests), ">", num(0.0)),
                    quoted(&Status::Broken(key).words()),
                    settled,
                ],
            );
        }
        let expr = call(
            "IF",
            vec![
                op(countif(digit_counts, ">1"), ">", num(0.0)),
                quoted(&Status::Clash.words()),
                settled,
            ],
        );
        // Cells holding text (COUNTA counts them, COUNT does not) or a
        // number out of 1..n, first: a pasted "3" is text that no count of
        // digits sees.
        let strays = chain(
            "+",
            self.ranges()
                .into_iter()
                .flat_map(|r| {
                    [
                        op(
                            call("COUNTA", vec![r.clone()]),
                            "-",
                            call("COUNT", vec![r.clone()]),
                        ),
                        countif(r.clone(), "<1"),
                        countif(r, &format!(">{n}")),
                    ]
                })
                .collect(),
        );
        let expr = call(
            "IF",
            vec![
                op(strays, ">", num(0.0)),
                quoted(&Status::NotADigit.words()),
                expr,
            ],
        );
        (expr, Cached::Text(self.stored_status().words()))
    }
}
