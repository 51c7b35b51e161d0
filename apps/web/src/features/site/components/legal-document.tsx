import { Anchor, Container } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import classes from "./legal.module.css";

export const LEGAL_LAST_UPDATED = "22 November 2026";

export interface LegalSection {
  /** The anchor of the section, used by the contents list. */
  id: string;
  title: string;
  body: ReactNode;
}

/** A link to the contact page, styled like the rest of the legal text. */
export function ContactLink({ children = "contact page" }: { children?: ReactNode }) {
  return (
    <Anchor component={Link} to="/contact" inherit underline="always">
      {children}
    </Anchor>
  );
}

/** A two-column table for the legal texts (what, and why or how long). */
export function LegalTable({ head, rows }: { head: [string, string]; rows: [ReactNode, ReactNode][] }) {
  return (
    <div className={classes.tableWrap}>
      <table>
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, second], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed text
            <tr key={index}>
              <th scope="row">{first}</th>
              <td>{second}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The frame of the privacy policy and the terms: title, date, contents and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Container size="lg" className={classes.wrap}>
      <header className={classes.header}>
        <span className={classes.eyebrow}>Legal</span>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.updated}>Last updated: {LEGAL_LAST_UPDATED}</p>
        <p className={classes.intro}>{intro}</p>
      </header>
      <div className={classes.layout}>
        <nav className={classes.toc} aria-labelledby="legal-contents">
          <p id="legal-contents" className={classes.tocTitle}>
            Contents
          </p>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <span>{index + 1}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={classes.body}>
          {sections.map((section, index) => (
            <section key={section.id} className={classes.section} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          <div className={classes.closing}>
            <p>
              Questions about this page? Write to us through our <ContactLink /> and we will answer by email.
            </p>
          </div>
        </article>
      </div>
    </Container>
  );
}
