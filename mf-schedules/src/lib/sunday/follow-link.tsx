import { Dialog, colors, fontSizes } from '@worship/design-system';
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import styled from 'styled-components';

/** The congregation's page of a public schedule: anyone holding the link follows along. */
export const followPath = (shareToken: string) =>
  `/schedules/share/${encodeURIComponent(shareToken)}/follow`;

export const followUrl = (shareToken: string) =>
  `${window.location.origin}${followPath(shareToken)}`;

/** The dark modules of a QR code for `text` (error correction M: still read when a little blurred). */
export function qrModules(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size, path };
}

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  margin: 0;
  svg {
    width: min(16rem, 60vw);
    height: auto;
    background: #fff;
  }
  figcaption {
    font-size: ${fontSizes.sm};
    color: ${colors.text};
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

/** The follow link as a QR code a phone's camera reads, with the link written under it. */
export function FollowQrCode({ shareToken }: { shareToken: string }) {
  const url = followUrl(shareToken);
  const { size, path } = useMemo(() => qrModules(url), [url]);
  const quiet = 4;
  return (
    <Figure>
      <svg
        role="img"
        aria-label={`QR code of the follow link ${url}`}
        viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
        shapeRendering="crispEdges"
      >
        <rect
          x={-quiet}
          y={-quiet}
          width={size + 2 * quiet}
          height={size + 2 * quiet}
          fill="#fff"
        />
        <path d={path} fill="#000" />
      </svg>
      <figcaption>
        <a href={url}>{url}</a>
      </figcaption>
    </Figure>
  );
}

export const FOLLOW_NEEDS_PUBLIC =
  'Only a public schedule can be followed without an account: make the schedule public (Edit Schedule) to give the congregation a follow link.';

/** The follow link and its QR code in a dialog, or why there is none (a private schedule). */
export function FollowLinkDialog({
  open,
  onOpenChange,
  isPublic,
  shareToken,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPublic: boolean;
  shareToken: string | null;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Follow on a phone"
      description="Anyone in the room opens this link, or scans the code, to read along."
    >
      {isPublic && shareToken ? (
        <FollowQrCode shareToken={shareToken} />
      ) : (
        <p>{FOLLOW_NEEDS_PUBLIC}</p>
      )}
    </Dialog>
  );
}
