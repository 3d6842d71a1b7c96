import { BookCover } from './components/book-cover';
import { bookCategories, books, booksPage } from './content';
import styles from './site.module.css';
import resources from './resources-page.module.css';

export const meta = {
  title: 'Resources: Top 30 books · Waypoint',
  description: 'Thirty books on career transition, personal development, work-life balance, entrepreneurship and the psychology of change.',
} as const;

export function ResourcesPage() {
  return (
    <div className={styles.section}>
      <div className={styles.container}>
        <h1 className={styles.h1}>{booksPage.title}</h1>
        <p className={styles.lead}>{booksPage.intro}</p>
        <nav aria-labelledby="resources-toc" className={resources.toc}>
          <h2 id="resources-toc" className={styles.h3}>
            {booksPage.tocLabel}
          </h2>
          <ul>
            {bookCategories.map((category) => (
              <li key={category.id}>
                <a href={`#${category.id}`}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {bookCategories.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`} className={resources.category}>
            <h2 id={`${category.id}-heading`} className={styles.h2}>
              {category.title}
            </h2>
            <p className={styles.muted}>{category.intro}</p>
            <ol className={resources.books}>
              {books
                .filter((book) => book.category === category.id)
                .map((book) => (
                  <li key={book.number} value={book.number} className={resources.book}>
                    <BookCover title={book.title} author={book.author} color={category.coverColor} />
                    <div>
                      <h3 className={styles.h3}>
                        <span className={resources.bookNumber}>{book.number}.</span> {book.title}
                      </h3>
                      <p className={resources.author}>{book.author}</p>
                      <p className={styles.muted}>{book.forWhom}</p>
                    </div>
                  </li>
                ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
