import './globals.css';

export const metadata = {
  title: 'Floor - HACTL benchmark',
  description: 'A minimal static Next.js page: the floor the site is measured against.',
};

export const viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
