"use client";

import { Avatar, AvatarFallback, AvatarImage, initialsOf } from "@/components/ui/avatar";

interface UserAvatarProps {
  name: string | null;
  email: string | null;
  image: string | null;
  className?: string;
  fallbackClassName?: string;
}

export function UserAvatar({ name, email, image, className, fallbackClassName }: UserAvatarProps) {
  return (
    <Avatar className={className}>
      {image ? <AvatarImage src={image} alt="" referrerPolicy="no-referrer" /> : null}
      <AvatarFallback className={fallbackClassName}>{initialsOf(name, email)}</AvatarFallback>
    </Avatar>
  );
}
